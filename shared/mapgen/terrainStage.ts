import type { MapGrid } from './mapGrid';
import type { MapParams } from './mapParams';
import { despeckleWater } from './despeckleWater';
import { markByRank } from './markByRank';
import { FOREST, HILLS, MARSH, MOUNTAIN, OPEN, WATER } from './terrainCodes';

/** Score added to keep water and mountains off the home edge lines while other hexes can take them. */
const GUARD = 100;

/** The share counts the terrain stage hits exactly (water of the map, the rest of the land). */
export function terrainCounts(
  params: MapParams,
): Record<'water' | 'mountain' | 'hills' | 'marsh' | 'forest', number> {
  const total = params.width * params.height;
  const water = Math.round(params.water * total);
  const land = total - water;
  return {
    water,
    mountain: Math.round(params.mountains * land),
    hills: Math.round(params.hills * land),
    marsh: Math.round(params.marsh * land),
    forest: Math.round(params.forests * land),
  };
}

/**
 * Stage 3: terrain by quantile thresholds. Water = lowest elevation share of the map, mountains = highest land,
 * then hills (so hills ring the mountains as foothills), then marsh on wet low ground, then forest on the wettest
 * of what is left. Home edge lines 0..1 never become water, and 0..2 never mountain, unless the shares leave no
 * other hex, because fortresses stand on line 1 (SETUP-3) and must reach the enemy.
 */
export function terrainStage(
  grid: MapGrid,
  params: MapParams,
  elevation: Float64Array,
  moisture: Float64Array,
): Uint8Array {
  const counts = terrainCounts(params);
  const terrain = new Uint8Array(grid.count).fill(OPEN);
  // Distance to the nearer home edge, capped at 3 (all the guards need); home edges are opposite (SETUP-2).
  const homeLine = new Uint8Array(grid.count).fill(3);
  const ew = params.sides[0].homeEdge === 'West' || params.sides[0].homeEdge === 'East';
  for (let i = 0; i < grid.count; i++) {
    const col = Math.floor(i / grid.height);
    const row = i - col * grid.height;
    const d = ew ? Math.min(col, grid.width - 1 - col) : Math.min(row, grid.height - 1 - row);
    if (d < 3) homeLine[i] = d;
  }
  const score = new Float64Array(grid.count);
  for (let i = 0; i < grid.count; i++) score[i] = elevation[i]! + (homeLine[i]! <= 1 ? GUARD : 0);
  markByRank(terrain, score, OPEN, WATER, counts.water);
  despeckleWater(grid, terrain, score, GUARD / 2);
  for (let i = 0; i < grid.count; i++) score[i] = -elevation[i]! + (homeLine[i]! <= 2 ? GUARD : 0);
  markByRank(terrain, score, OPEN, MOUNTAIN, counts.mountain);
  for (let i = 0; i < grid.count; i++) score[i] = -elevation[i]!;
  markByRank(terrain, score, OPEN, HILLS, counts.hills);
  for (let i = 0; i < grid.count; i++) score[i] = -(moisture[i]! - 0.5 * elevation[i]!);
  markByRank(terrain, score, OPEN, MARSH, counts.marsh);
  for (let i = 0; i < grid.count; i++) score[i] = -moisture[i]!;
  markByRank(terrain, score, OPEN, FOREST, counts.forest);
  return terrain;
}
