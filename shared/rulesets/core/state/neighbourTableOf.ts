import { buildNeighbourTable, type NeighbourTable } from '../../../hex';
import type { CampaignMap } from '../../../map';

// Runtime cache only (never in state): the table depends on the set of hex keys alone, so it is keyed by the hexes
// object, and updateHex (which never adds or removes a hex) carries it to the new hexes object (carryNeighbourTable).
const cache = new WeakMap<object, NeighbourTable>();

export function carryNeighbourTable(from: CampaignMap['hexes'], to: CampaignMap['hexes']): void {
  const table = cache.get(from);
  if (table) cache.set(to, table);
}

/** STYLE.md: precomputed neighbour table for movement and retreat searches, one per map. */
export function neighbourTableOf(map: CampaignMap): NeighbourTable {
  let table = cache.get(map.hexes);
  if (!table) {
    table = buildNeighbourTable(Object.keys(map.hexes));
    cache.set(map.hexes, table);
  }
  return table;
}
