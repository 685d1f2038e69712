import type { Rate } from './balanceTypes';

const Z95 = 1.959963984540054;

/**
 * The 95 % Wilson score interval of `count` successes in `of` trials. Wilson rather than the normal
 * approximation because the report's rates are often near 0 or 1 (an unfair setup) and runs can be few (a
 * partial report), where the normal interval leaves [0, 1] or collapses to a point.
 */
export function wilsonRate(count: number, of: number): Rate {
  if (of === 0) return { count, of, rate: 0, low: 0, high: 1 };
  const p = count / of;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * of)) / (1 + z2 / of);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of))) / (1 + z2 / of);
  return { count, of, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
