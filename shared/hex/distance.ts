import type { Axial } from './hexKey';

/** HEX-3: distance(a, b) = (|Δq| + |Δr| + |Δq + Δr|) / 2, ignoring terrain. */
export function distance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** HEX-3: adjacent means distance 1. */
export function isAdjacent(a: Axial, b: Axial): boolean {
  return distance(a, b) === 1;
}
