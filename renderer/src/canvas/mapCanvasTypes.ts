import type { HexKey } from '@shared/hex';
import type { CampaignMap } from '@shared/map';
import type { Camera } from './camera';

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
}
