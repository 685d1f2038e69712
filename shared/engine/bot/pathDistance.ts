import { breadthFirst, type HexKey } from '../../hex';
import { isPassable, type CampaignMap } from '../../map';
import { neighbourTableOf } from '../state/neighbourTableOf';

// Runtime cache only (never in state): one distance field per map and target set. Targets change only when a
// settlement changes hands, which also replaces the hexes object, so stale fields are never read.
const cache = new WeakMap<object, Map<string, Int32Array>>();

/**
 * BOT-3 Decision: "distance to the nearest X" is the path distance over passable hexes (armies and control
 * ignored), indexed like neighbourTableOf(map); -1 where no target can be reached. Crow-flies distance (HEX-3) would
 * leave an army facing a lake or mountain range holding for ever, and auto-play must make progress.
 */
export function pathDistanceField(map: CampaignMap, targets: readonly HexKey[]): Int32Array {
  const id = [...targets].sort().join(';');
  let perMap = cache.get(map.hexes);
  if (!perMap) {
    perMap = new Map();
    cache.set(map.hexes, perMap);
  }
  const cached = perMap.get(id);
  if (cached) return cached;
  const table = neighbourTableOf(map);
  const passable = (i: number) => isPassable(map.hexes[table.keys[i]!]!.terrain);
  const sources = targets.map((key) => table.indexOf(key)).filter((i) => i >= 0);
  const field = breadthFirst(table, sources, passable).distance;
  perMap.set(id, field);
  return field;
}
