import { buildNeighbourTable, type NeighbourTable } from '../../hex';
import type { CampaignMap } from '../../map';

// Runtime cache only (never in state): the table depends on the set of hex keys, so it is keyed by the hexes
// object. A settlement capture replaces that object and costs one rebuild, which is rare and O(n).
const cache = new WeakMap<object, NeighbourTable>();

/** STYLE.md: precomputed neighbour table for movement and retreat searches, one per map. */
export function neighbourTableOf(map: CampaignMap): NeighbourTable {
  let table = cache.get(map.hexes);
  if (!table) {
    table = buildNeighbourTable(Object.keys(map.hexes));
    cache.set(map.hexes, table);
  }
  return table;
}
