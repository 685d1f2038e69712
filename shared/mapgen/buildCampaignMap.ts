import { DIRECTIONS, rectangleCorners, rectangleEdges, type HexKey } from '../hex';
import { SETTLEMENT_TYPES, TERRAINS, type CampaignMap, type MapHex, type Settlement } from '../map';
import type { MapGrid } from './mapGrid';

/** The generator's typed arrays, ready to become plain JSON. */
export interface MapLayers {
  readonly terrain: Uint8Array;
  readonly riverId: Int32Array;
  readonly flow: Int8Array;
  readonly bridge: Uint8Array;
  /** SETTLEMENT_TYPES index per hex, −1 for none. */
  readonly kinds: Int8Array;
  /** Settlement details by hex index. */
  readonly settlements: ReadonlyMap<number, Settlement>;
}

/**
 * The last step: the only place keys and objects are made (DATA-2). Hexes are inserted in hex order, so the JSON is
 * byte-identical for the same seed and params. Optional fields are left out, not set to undefined.
 */
export function buildCampaignMap(grid: MapGrid, layers: MapLayers): CampaignMap {
  const hexes: Record<HexKey, MapHex> = {};
  const { keys, q, r } = grid.table;
  for (let i = 0; i < grid.count; i++) {
    const river = layers.riverId[i]! >= 0;
    // A plain literal plus conditional fields: spreads of optional parts cost more than the rest of the loop.
    const hex: { -readonly [K in keyof MapHex]: MapHex[K] } = {
      q: q[i]!,
      r: r[i]!,
      terrain: TERRAINS[layers.terrain[i]!]!,
      river,
      bridge: river && layers.bridge[i] === 1,
    };
    if (river && layers.flow[i]! >= 0) hex.riverFlow = DIRECTIONS[layers.flow[i]!]!;
    if (layers.kinds[i]! >= 0) hex.settlement = layers.settlements.get(i)!;
    hexes[keys[i]!] = hex;
  }
  return {
    hexes,
    edges: rectangleEdges(grid.width, grid.height),
    corners: rectangleCorners(grid.width, grid.height),
    width: grid.width,
    height: grid.height,
  };
}

export const kindName = (kind: number) => SETTLEMENT_TYPES[kind]!;
