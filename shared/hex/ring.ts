import { DIRECTIONS, neighbor } from './directions';
import type { Axial } from './hexKey';

/**
 * The hexes at exactly `radius` from `center`, clockwise, starting `radius` steps north of the centre
 * (GEN-9 direction order). radius 0 is the centre alone.
 */
export function ring(center: Axial, radius: number): Axial[] {
  if (radius < 0 || !Number.isInteger(radius))
    throw new Error(`ring radius must be a whole number ≥ 0, got ${radius}`);
  if (radius === 0) return [center];
  const result: Axial[] = [];
  let hex: Axial = { q: center.q, r: center.r - radius };
  // From the north corner a clockwise walk goes SE, S, SW, NW, N, NE, `radius` steps each.
  for (let side = 0; side < 6; side++) {
    const direction = DIRECTIONS[(side + 2) % 6]!;
    for (let step = 0; step < radius; step++) {
      result.push(hex);
      hex = neighbor(hex, direction);
    }
  }
  return result;
}

/** HEX-3: every hex within `radius` of `center` ("within n" includes the centre), ring by ring. */
export function spiral(center: Axial, radius: number): Axial[] {
  const result: Axial[] = [];
  for (let k = 0; k <= radius; k++) result.push(...ring(center, k));
  return result;
}
