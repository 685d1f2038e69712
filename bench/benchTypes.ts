/** One measured figure, as printed in the table and written by `--json`. */
export interface BenchFigure {
  /** What was measured, e.g. "generateMap 100×100". */
  name: string;
  /** Unit of `median` and `baselineMedian`, e.g. "ms". */
  unit: string;
  median: number;
  /** Median of the suite's baseline pass for the same input, or null when the figure has none. */
  baselineMedian: number | null;
  /** median / baselineMedian, or null without a baseline. */
  ratio: number | null;
  /** The target in words, e.g. "≤ 30 ms and ≤ 3× baseline"; "" when there is none. */
  target: string;
  /** Whether the target was met; null when there is no target. */
  met: boolean | null;
  note?: string;
}

/** A named group of figures; `run` measures them all (suites run one after another, never in parallel). */
export interface BenchSuite {
  name: string;
  /** Run only when named (`--only NAME`): a long measurement, not a timing (e.g. firestormFairness). */
  onRequest?: boolean;
  run(): Promise<BenchFigure[]>;
}
