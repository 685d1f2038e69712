export interface MeasureOptions {
  /** Untimed runs first, so the JIT has compiled the hot paths. */
  warmup: number;
  /** Timed runs; the median is reported. */
  runs: number;
}

export interface Measurement {
  median: number;
  min: number;
  max: number;
  samples: number[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Times `fn` in milliseconds: `warmup` untimed runs, then `runs` timed ones. The median resists the odd garbage
 * collection pause better than the mean. `fn` receives the run number so each run can use fresh input.
 */
export async function measure(fn: (run: number) => unknown, options: MeasureOptions): Promise<Measurement> {
  let sink: unknown;
  for (let i = 0; i < options.warmup; i++) sink = await fn(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    const start = performance.now();
    sink = await fn(i);
    samples.push(performance.now() - start);
  }
  // Keep the last result reachable so the work cannot be optimised away.
  if (sink === Symbol.for('never')) console.log(sink);
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples), samples };
}

/**
 * Times several functions in alternation (a, b, c, a, b, c, …) so that load from other processes on the machine
 * falls on all alike; ratios of the medians are then far steadier than from separate blocks of runs.
 */
export async function measureInterleaved(
  fns: readonly ((run: number) => unknown)[],
  options: MeasureOptions,
): Promise<Measurement[]> {
  for (let i = 0; i < options.warmup; i++) for (const fn of fns) await fn(-1 - i);
  const samples = fns.map(() => [] as number[]);
  for (let i = 0; i < options.runs; i++) {
    for (let f = 0; f < fns.length; f++) {
      const start = performance.now();
      await fns[f]!(i);
      samples[f]!.push(performance.now() - start);
    }
  }
  return samples.map((s) => ({ median: median(s), min: Math.min(...s), max: Math.max(...s), samples: s }));
}
