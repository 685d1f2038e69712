import { distance } from './distance';
import type { Axial } from './hexKey';

/** Rounds fractional cube coordinates to the nearest hex (Red Blob Games "cube_round"). */
export function roundAxial(q: number, r: number): Axial {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

/**
 * The hexes on the straight line from a to b, both included (a path in the HEX-9 sense).
 * A tiny nudge keeps points that fall exactly on a hex edge from flipping between runs and platforms.
 */
export function line(a: Axial, b: Axial): Axial[] {
  const n = distance(a, b);
  if (n === 0) return [a];
  const aq = a.q + 1e-6;
  const ar = a.r + 1e-6;
  const bq = b.q + 1e-6;
  const br = b.r + 1e-6;
  const result: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    result.push(roundAxial(aq + (bq - aq) * t, ar + (br - ar) * t));
  }
  return result;
}
