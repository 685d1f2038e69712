import type { NoiseFunction2D } from 'simplex-noise';
import type { MapGrid } from './mapGrid';

/** Octaves of every noise field: 4 gives ridges and bays without hex-scale speckle (salt-and-pepper). */
export const FBM_OCTAVES = 4;

/**
 * Feature size in hexes of the first octave: about a third of the map's mean side, kept between 6 and 40 hexes so
 * a 30×20 map gets two or three regions per terrain and a 316×316 map still has coherent lakes and ranges.
 */
export function baseWavelength(width: number, height: number): number {
  return Math.min(40, Math.max(6, Math.sqrt(width * height) / 3));
}

const SQRT3 = Math.sqrt(3);

/**
 * Fractal Brownian motion sampled at each hex centre (HEX-1 layout, so features are round, not stretched),
 * normalised to about −1..1. Writes into `out` and returns it; no allocation per hex.
 */
export function fbmField(
  grid: MapGrid,
  noise: NoiseFunction2D,
  wavelength: number,
  out: Float64Array,
): Float64Array {
  const { q, r } = grid.table;
  // Hex centres are √3 apart (in hex-size units); dividing by √3·wavelength makes one noise unit = `wavelength` hexes.
  const scale = 1 / (SQRT3 * wavelength);
  let norm = 0;
  for (let o = 0, amp = 1; o < FBM_OCTAVES; o++, amp *= 0.5) norm += amp;
  for (let i = 0; i < grid.count; i++) {
    const qi = q[i]!;
    const x = 1.5 * qi * scale;
    const y = SQRT3 * (r[i]! + qi / 2) * scale;
    let sum = 0;
    let amp = 1;
    let freq = 1;
    for (let o = 0; o < FBM_OCTAVES; o++) {
      // Each octave is offset so the octaves do not share the noise's origin artefacts.
      sum += amp * noise(x * freq + o * 17.3, y * freq - o * 9.1);
      amp *= 0.5;
      freq *= 2;
    }
    out[i] = sum / norm;
  }
  return out;
}
