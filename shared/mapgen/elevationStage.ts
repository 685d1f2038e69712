import { createNoise2D } from 'simplex-noise';
import { EDGES } from '../hex';
import type { Rng } from '../random';
import { baseWavelength, fbmField } from './fbmField';
import type { MapGrid } from './mapGrid';
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
  // A drop per column and per row, summed once per hex: the edges' falloff without a per-hex edge test.
  const colDrop = new Float64Array(grid.width);
  const rowDrop = new Float64Array(grid.height);
  for (const edge of EDGES) {
    if (home.has(edge)) continue;
    const depth = 0.15 + 0.45 * rng.float();
    const vertical = edge === 'North' || edge === 'South';
    const span = vertical ? grid.height : grid.width;
    const drop = vertical ? rowDrop : colDrop;
    const band = Math.max(3, Math.round(span * 0.2));
    for (let d = 0; d < band && d < span; d++) {
      const t = 1 - d / band;
      // distanceToEdge is the column or row gap on a rectangle (see edgeDistance).
      const at = edge === 'West' || edge === 'North' ? d : span - 1 - d;
      drop[at] = drop[at]! + depth * t * t;
    }
  }
  for (let col = 0, i = 0; col < grid.width; col++) {
    for (let row = 0; row < grid.height; row++, i++)
      elevation[i] = elevation[i]! - colDrop[col]! - rowDrop[row]!;
  }
  return elevation;
}
