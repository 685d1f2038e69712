/**
 * How a number (turns, troops lost, Influence) spread over the runs: each value with the runs that gave it, in
 * value order, and its mean and standard deviation. Exact counts rather than bins, so the JSON holds the same
 * numbers whatever the screen's plots bin them into.
 */
export interface Distribution {
  readonly counts: readonly { readonly value: number; readonly runs: number }[];
  readonly mean: number;
  readonly sd: number;
}

export function distributionOf(values: readonly number[]): Distribution {
  const runs = new Map<number, number>();
  for (const value of values) runs.set(value, (runs.get(value) ?? 0) + 1);
  const n = values.length;
  const mean = n === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / n;
  const variance = n < 2 ? 0 : values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1);
  return {
    counts: [...runs].map(([value, count]) => ({ value, runs: count })).sort((a, b) => a.value - b.value),
    mean,
    sd: Math.sqrt(variance),
  };
}
