const Z95 = 1.959963984540054;

/**
 * The 95 % Wilson score interval of `count` successes in `of` trials, as shares 0..1 ([0, 1] for no trials).
 * Wilson rather than the normal approximation because the rates Hexmarch estimates by auto-play are often near 0 or
 * 1 (an unfair setup, a hopeless defense) and the trials can be few (a report or estimate stopped early), where the
 * normal interval leaves [0, 1] or collapses to a point. One function for the balance report, the assault odds and
 * the defense win rates, so the same runs read the same everywhere.
 */
export function wilsonScoreInterval(count: number, of: number): [number, number] {
  if (of === 0) return [0, 1];
  const p = count / of;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * of)) / (1 + z2 / of);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of))) / (1 + z2 / of);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
