import {
  shareOfRuns,
  type AnyRunSummary,
  type BalanceRequest,
  type BalanceSetup,
  type SummaryOf,
} from '@shared/balance';
import { startWorkerFanOut, workerCount } from '../../workers/startWorkerFanOut';
import type { BalanceWorkerPart } from './balanceWorkerPart';

export interface BalanceProgress<S extends BalanceSetup = BalanceSetup> {
  /** The runs finished so far, in run order. */
  readonly summaries: readonly SummaryOf<S>[];
  readonly done: boolean;
  /** Why the runs stopped early (a worker refused the setup). */
  readonly errors?: readonly string[];
}

/**
 * Starts `request.runs` auto-played runs of any report kind on Web Workers (one per core the browser reports, each an
 * interleaved share of the run indices) and calls `onUpdate` as runs finish, at most every `intervalMs`, and once at
 * the end. Returns Stop: the runs finished so far stay a valid (partial) report.
 */
export function startBalanceRuns<S extends BalanceSetup>(
  setup: S,
  request: BalanceRequest,
  onUpdate: (progress: BalanceProgress<S>) => void,
  intervalMs = 150,
): () => void {
  const threads = workerCount(request.runs);
  // As JSON text, parsed in the worker: objects a structured clone makes ran every later run about a tenth slower
  // than the same objects from JSON.parse (issue 16 profile; scripts/balance/balancePool.ts does the same).
  const setupJson = JSON.stringify(setup);
  const parts = Array.from({ length: threads }, (_, part): BalanceWorkerPart => ({
    setupJson,
    indices: shareOfRuns(request.runs, threads, part),
    options: request,
  }));
  return startWorkerFanOut<AnyRunSummary>(
    () => new Worker(new URL('./balanceWorker.ts', import.meta.url), { type: 'module' }),
    parts,
    ({ items, done, errors }) =>
      onUpdate({ summaries: items as readonly SummaryOf<S>[], done, ...(errors ? { errors } : {}) }),
    intervalMs,
  );
}
