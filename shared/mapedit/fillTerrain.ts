import { keyOf, neighbors, type HexKey } from '../hex';
import type { CampaignMap, Terrain } from '../map';
import { ok } from '../result';
import { hexOnMap, type MapEditResult } from './mapEditResult';
import { paintHexes } from './paintTerrain';

/** The contiguous region of hexes with the same terrain as `start` (adjacency HEX-3), in visiting order. */
export function terrainRegion(map: CampaignMap, start: HexKey): HexKey[] {
  const first = map.hexes[start];
  if (!first) return [];
  const seen = new Set<HexKey>([start]);
  const queue: HexKey[] = [start];
  // A plain BFS over keys: a fill runs once per click, so building a neighbour table would cost more than it saves.
  for (let head = 0; head < queue.length; head++) {
    const hex = map.hexes[queue[head]!]!;
    for (const next of neighbors(hex).map(keyOf)) {
      if (seen.has(next) || map.hexes[next]?.terrain !== first.terrain) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return queue;
}

/**
 * Flood fill: repaints the contiguous region of `start`'s terrain. Settlement hexes in the region keep their
 * terrain when the new one is impassable (same Decision as the brush, HEX-6, SETUP-1).
 */
export function fillTerrain(map: CampaignMap, start: HexKey, terrain: Terrain): MapEditResult {
  const onMap = hexOnMap(map, start);
  if (!onMap.ok) return onMap;
  if (onMap.value.terrain === terrain) return ok(map);
  return paintHexes(map, terrainRegion(map, start), terrain);
}
