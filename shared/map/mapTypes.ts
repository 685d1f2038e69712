import type { Direction, HexKey, MapCorners, MapEdges } from '../hex';
import type { Terrain } from './terrain';

/** HEX-7: settlement types, smallest first. */
export const SETTLEMENT_TYPES = ['village', 'town', 'city', 'fortress'] as const;
export type SettlementType = (typeof SETTLEMENT_TYPES)[number];

/** A player id (DATA-3). Plain string in files; the alias documents intent. */
export type PlayerId = string;

/** HEX-7, DATA-2: at most one settlement per hex. */
export interface Settlement {
  readonly type: SettlementType;
  /** SETUP-7: the controlling player, or null for neutral (SETUP-6). */
  readonly controller: PlayerId | null;
  readonly name?: string;
  /** For fortresses: the player who placed it (SETUP-3). */
  readonly originalOwner?: PlayerId;
  /** ASLT-3, DATA-2 `settlement.assault`: the stronghold values of a fortress (defaults 6 and 0, LOC-7). */
  readonly assault?: { readonly unitCapacity: number; readonly breaches: number };
}

/** DATA-2: one hex of the map. Plain JSON. */
export interface MapHex {
  readonly q: number;
  readonly r: number;
  readonly terrain: Terrain;
  /** HEX-7: the hex carries a river. */
  readonly river: boolean;
  /** HEX-7: a bridge over the river (needs `river`). */
  readonly bridge: boolean;
  /**
   * Direction the river flows out of this hex (towards lower ground, water or the map edge). Only for drawing:
   * the rules read `river` alone. Absent on hand-painted river hexes, which are drawn joined to their river
   * neighbours instead.
   */
  readonly riverFlow?: Direction;
  readonly settlement?: Settlement;
  readonly label?: string;
}

/** DATA-1 `map`: the hexes and the named edges and corners (HEX-4, HEX-5). */
export interface CampaignMap {
  readonly hexes: Record<HexKey, MapHex>;
  readonly edges: MapEdges;
  readonly corners: MapCorners;
  /** Set for generated W×H odd-q rectangles (HEX-4). */
  readonly width?: number;
  readonly height?: number;
}
