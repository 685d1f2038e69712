import { createNoise2D } from 'simplex-noise';
import { EDGES } from '../hex';
import type { Rng } from '../random';
import { baseWavelength, fbmField } from './fbmField';
import { edgeDistance, type MapGrid } from './mapGrid';
import type { MapParams } from './mapParams';

/**
 * Stage 1: elevation, fBm noise from the seeded RNG (never Math.random, GEN-5). Non-home edges are pulled down by
 * a random amount each, so seas tend to hug one or two of them; home edges are left alone because fortresses go
 * there (SETUP-3). Rejected: an island falloff on all four sides, which drowned the home edges.
 */
export function elevationStage(grid: MapGrid, params: MapParams, rng: Rng): Float64Array {
  const noise = createNoise2D(() => rng.float());
  const elevation = fbmField(
    grid,
    noise,
    baseWavelength(grid.width, grid.height),
    new Float64Array(grid.count),
  );
  const home = new Set(params.sides.map((side) => side.homeEdge));
  for (const edge of EDGES) {
    if (home.has(edge)) continue;
    const depth = 0.15 + 0.45 * rng.float();
    const span = edge === 'North' || edge === 'South' ? grid.height : grid.width;
    const width = Math.max(3, Math.round(span * 0.2));
    for (let i = 0; i < grid.count; i++) {
      const d = edgeDistance(grid, i, edge);
      if (d >= width) continue;
      const t = 1 - d / width;
      elevation[i] = elevation[i]! - depth * t * t;
    }
  }
  return elevation;
}
