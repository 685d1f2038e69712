import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { shareOfRuns, type BalanceRequest, type BalanceSetup, type SummaryOf } from '../../shared/balance';
import { balanceWorkerSource } from './bundleBalanceWorker';

export interface PoolProgress {
  readonly done: number;
  readonly total: number;
}

export interface BalancePoolOptions {
  /** Worker threads; default: every core. */
  readonly threads?: number;
  readonly onProgress?: (progress: PoolProgress) => void;
}

/**
 * Plays `request.runs` runs of any report kind on worker threads (all cores), each worker an interleaved share of the run
 * indices, and resolves with every summary. Deterministic: a run's result depends on its index only.
 */
export async function runBalancePool<S extends BalanceSetup>(
  setup: S,
  request: BalanceRequest,
  options: BalancePoolOptions = {},
): Promise<SummaryOf<S>[]> {
  const source = await balanceWorkerSource();
  const threads = Math.max(1, Math.min(options.threads ?? availableParallelism(), request.runs));
  const summaries: SummaryOf<S>[] = [];
  const workers: Worker[] = [];
  return new Promise<SummaryOf<S>[]>((resolve, reject) => {
    let finished = 0;
    const fail = (error: unknown) => {
      for (const worker of workers) void worker.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    for (let part = 0; part < threads; part++) {
      const worker = new Worker(source, {
        eval: true,
        workerData: { setup, indices: shareOfRuns(request.runs, threads, part), options: request },
      });
      workers.push(worker);
      worker.on('message', (message: { kind: 'run'; summary: SummaryOf<S> } | { kind: 'done' }) => {
        if (message.kind === 'run') {
          summaries.push(message.summary);
          options.onProgress?.({ done: summaries.length, total: request.runs });
          return;
        }
        void worker.terminate();
        if (++finished === threads) resolve(summaries);
      });
      worker.on('error', fail);
    }
  });
}
