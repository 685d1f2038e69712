import { createNoise2D } from 'simplex-noise';
import type { Rng } from '../random';
import { baseWavelength, fbmField } from './fbmField';
import type { MapGrid } from './mapGrid';

/**
 * Stage 2: moisture, a second fBm field at a shorter wavelength, nudged wetter on low ground so marshes gather in
 * hollows and by lakes rather than on ridges.
 */
export function moistureStage(grid: MapGrid, elevation: Float64Array, rng: Rng): Float64Array {
  const noise = createNoise2D(() => rng.float());
  const moisture = fbmField(
    grid,
    noise,
    baseWavelength(grid.width, grid.height) * 0.7,
    new Float64Array(grid.count),
  );
  for (let i = 0; i < grid.count; i++) moisture[i] = moisture[i]! - 0.35 * elevation[i]!;
  return moisture;
}
