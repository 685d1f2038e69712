import { breadthFirst, type HexKey } from '../../../hex';
import { isPassable, type CampaignMap } from '../../../map';
import { neighbourTableOf } from './neighbourTableOf';

// Runtime cache only (never in state): the distance fields of one terrain, per hexes object, keyed by target set.
// updateHex carries them to the new hexes object when a change leaves the terrain as it was (carryPathFields).
const cache = new WeakMap<object, Map<string, Int32Array>>();

export function carryPathFields(from: CampaignMap['hexes'], to: CampaignMap['hexes']): void {
  // Shared even while still empty: fields found later through either hexes object serve both (the simulator's
  // campaigns, each a copy of one generated map, would otherwise each search the same target sets again).
  let fields = cache.get(from);
  if (!fields) {
    fields = new Map();
    cache.set(from, fields);
  }
  cache.set(to, fields);
}

/**
 * BOT-3 Decision: "distance to the nearest X" is the path distance over passable hexes (armies and control
 * ignored), indexed like neighbourTableOf(map); -1 where no target can be reached. Crow-flies distance (HEX-3) would
 * leave an army facing a lake or mountain range holding for ever, and auto-play must make progress.
 */
export function pathDistanceField(map: CampaignMap, targets: readonly HexKey[]): Int32Array {
  // The targets as given key the cache: callers pass settlement lists in the map's key order, so the same set
  // comes back in the same order, and an order seen once more costs one extra search, never a wrong field.
  const id = targets.join(';');
  let fields = cache.get(map.hexes);
  if (!fields) {
    fields = new Map();
    cache.set(map.hexes, fields);
  }
  const cached = fields.get(id);
  if (cached) return cached;
  const table = neighbourTableOf(map);
  const passable = (i: number) => isPassable(map.hexes[table.keys[i]!]!.terrain);
  const sources = targets.map((key) => table.indexOf(key)).filter((i) => i >= 0);
  const field = breadthFirst(table, sources, passable).distance;
  fields.set(id, field);
  return field;
}
