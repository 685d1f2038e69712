import type { ReactNode } from 'react';
import type { HexKey } from '@shared/hex';
import type { CampaignMap } from '@shared/map';
import type { Camera } from './camera';
import type { PlayOverlay } from './draw/drawPlayOverlay';
import type { HexMarks } from './marksScene';
import type { MapDrawData } from './mapDrawData';

/** A pointer event on the map, already resolved to the hex under the pointer (null off the map, HEX-8). */
export interface HexPointerEvent {
  readonly kind: 'down' | 'move' | 'up' | 'leave';
  readonly hex: HexKey | null;
  /** DOM button: 0 left, 1 middle, 2 right; −1 on moves with no button change. */
  readonly button: number;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
}

/** One army flag (issue §2): drawn in its owner's colour with a status badge and the Lord's marker. */
export interface ArmyFlag {
  readonly id: string;
  readonly hex: HexKey;
  readonly name: string;
  /** Short text on the flag ("A1"). */
  readonly label: string;
  readonly color: string;
  readonly status: 'fresh' | 'shaken' | 'broken';
  /** The Lord's name when the Lord travels with this army (LORD-1). */
  readonly lord: string | null;
  /** Its activation this phase is over (MOVE-1): drawn faded. */
  readonly done: boolean;
}

export interface MapCanvasProps {
  readonly map: CampaignMap;
  /** Controller colours by player id; settlements of unknown or no controller are drawn white. */
  readonly playerColors: Record<string, string>;
  readonly width: number;
  readonly height: number;
  readonly camera: Camera;
  onCameraChange(camera: Camera): void;
  readonly showCoordinates: boolean;
  readonly hoverHex: HexKey | null;
  readonly selectedHex: HexKey | null;
  /** Hexes drawn highlighted on the overlay, e.g. the brush footprint. */
  readonly highlightHexes?: readonly HexKey[];
  /**
   * Left drag pans too (a select/hand tool). Right and middle drags always pan. A panning press released without
   * dragging is reported as a 'down' and an 'up' on release, so clicking still selects (and right clicks arrive).
   */
  readonly panWithLeftButton?: boolean;
  onHexPointer(event: HexPointerEvent): void;
  /** Campaign armies, drawn on the army layer over the map. */
  readonly armies?: readonly ArmyFlag[];
  /** The army picked up; while `dragHex` is set its flag is drawn there (a drag in progress). */
  readonly selectedArmyId?: string | null;
  readonly dragHex?: HexKey | null;
  /** The GM's labels and notes (HEX-7) and battle markers on contested hexes (BATTLE-1), over the features. */
  readonly marks?: HexMarks;
  /** Reachable hexes, path preview, refused drop and retreat choices (overlay layer). */
  readonly playOverlay?: PlayOverlay;
  /**
   * A ruleset's own Konva layers (Firestorm's territory game, rulesets/firestorm/canvas/): the canvas draws them in
   * their slots and knows nothing of what they show.
   */
  readonly layers?: MapLayers;
}

/**
 * The slots a ruleset's layers go into, each given the map's draw data (hex centres, chunks): `overTerrain` under
 * rivers, settlements and names (territory fills); `overOverlay` over the highlights and under the armies (marks,
 * flags). tldraw's shapes render themselves the same way: the editor only gives them a place.
 */
export interface MapLayers {
  readonly overTerrain?: (data: MapDrawData) => ReactNode;
  /** `scale` is the camera's, so marks can keep a readable size on screen at fit (issue 27). */
  readonly overOverlay?: (data: MapDrawData, scale: number) => ReactNode;
}
