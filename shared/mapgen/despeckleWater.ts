import type { MapGrid } from './mapGrid';
import { OPEN, WATER } from './terrainCodes';

/**
 * Water should read as lakes and seas: a water hex with no water neighbour (a one-hex pond left by noise) goes back
 * to land, and the same number of land hexes that already touch two or more water hexes become water instead,
 * lowest score first, so the water share stays exact. `score` is the water ranking of terrainStage; hexes scoring
 * maxScore or more (the guarded home lines) are never chosen. A former pond never qualifies: it has no water next to it. Runs right after water is marked, while all land is still OPEN.
 */
export function despeckleWater(
  grid: MapGrid,
  terrain: Uint8Array,
  score: Float64Array,
  maxScore: number,
): void {
  const { neighbours } = grid.table;
  const waterAround = (i: number): number => {
    let n = 0;
    for (let d = 0; d < 6; d++) {
      const j = neighbours[i * 6 + d]!;
      if (j >= 0 && terrain[j] === WATER) n++;
    }
    return n;
  };
  const lonely: number[] = [];
  for (let i = 0; i < grid.count; i++) if (terrain[i] === WATER && waterAround(i) === 0) lonely.push(i);
  if (lonely.length === 0) return;
  for (const i of lonely) terrain[i] = OPEN;
  const shore: number[] = [];
  for (let i = 0; i < grid.count; i++) {
    if (terrain[i] === OPEN && score[i]! < maxScore && waterAround(i) >= 2) shore.push(i);
  }
  shore.sort((a, b) => score[a]! - score[b]! || a - b);
  // Where the shore is too short (tiny maps), the leftover ponds stay: the share matters more than the look.
  const refill = lonely.slice(shore.length);
  for (const i of shore.slice(0, lonely.length)) terrain[i] = WATER;
  for (const i of refill) terrain[i] = WATER;
}
