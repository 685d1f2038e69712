import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { BalanceRequest, BalanceSetup, SummaryOf } from '../../shared/balance';
import { balanceWorkerScript } from './bundleBalanceWorker';
import { runChunks } from './runChunks';

export interface PoolProgress {
  readonly done: number;
  readonly total: number;
}

export interface BalancePoolOptions {
  /** Worker threads; default: every core. */
  readonly threads?: number;
  readonly onProgress?: (progress: PoolProgress) => void;
}

/** Chunks a worker holds at once: the next is already queued when one ends, so no worker waits for a message. */
const AHEAD = 2;

/**
 * V8 allocates a function's feedback vector on its first call instead of after several (issue 30). A worker plays
 * each campaign with a JIT that is still warming up, and this lets the optimiser start sooner: about 5 % less CPU for
 * `hexmarch balance --runs 1000` (four interleaved pairs, CPU time). V8's flags are the process's, so it is set here,
 * before the workers' isolates are made; it changes when code is optimised, never what it computes.
 */
function tierUpSooner(): void {
  setFlagsFromString('--no-lazy-feedback-allocation');
}

/**
 * Plays `request.runs` runs of any report kind on worker threads (all cores) and resolves with every summary. The
 * run indices are handed out in ascending chunks to whichever worker is free (runChunks): on a machine others share,
 * a thread that gets less CPU simply plays fewer runs, where fixed equal shares made the report wait for the slowest
 * thread. Deterministic: a run's result depends on its index only, whichever worker plays it.
 */
export async function runBalancePool<S extends BalanceSetup>(
  setup: S,
  request: BalanceRequest,
  options: BalancePoolOptions = {},
): Promise<SummaryOf<S>[]> {
  tierUpSooner();
  const script = await balanceWorkerScript();
  const threads = Math.max(1, Math.min(options.threads ?? availableParallelism(), request.runs));
  const chunks = runChunks(request.runs, threads);
  const summaries: SummaryOf<S>[] = [];
  const workers: Worker[] = [];
  return new Promise<SummaryOf<S>[]>((resolve, reject) => {
    let finished = 0;
    const fail = (error: unknown) => {
      for (const worker of workers) void worker.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const held = new Array<number>(threads).fill(0);
    // One more chunk to worker `part` if any is left; false when none is.
    const feed = (part: number): boolean => {
      const chunk = chunks.shift();
      if (!chunk) return false;
      workers[part]!.postMessage(chunk);
      held[part]!++;
      return true;
    };
    const done = (part: number) => {
      void workers[part]!.terminate();
      if (++finished === threads) resolve(summaries);
    };
    // The setup travels as JSON text, parsed in the worker: objects a structured clone makes ran every later run
    // about a tenth slower than the same objects from JSON.parse (issue 16: the engine's inline caches see other
    // object shapes than those the rest of a run makes).
    const setupJson = JSON.stringify(setup);
    for (let part = 0; part < threads; part++) {
      const workerData = { setupJson, options: request };
      const worker =
        'file' in script
          ? new Worker(script.file, { workerData })
          : new Worker(script.source, { eval: true, workerData });
      workers.push(worker);
      worker.on('message', (message: { kind: 'chunkDone'; summaries: SummaryOf<S>[] }) => {
        for (const summary of message.summaries) summaries.push(summary);
        options.onProgress?.({ done: summaries.length, total: request.runs });
        held[part]!--;
        if (!feed(part) && held[part] === 0) done(part);
      });
      worker.on('error', fail);
    }
    // Round by round, so every worker has a first chunk before any has a second (fewer chunks than threads × AHEAD).
    for (let round = 0; round < AHEAD; round++) for (let part = 0; part < threads; part++) feed(part);
    for (let part = 0; part < threads; part++) if (held[part] === 0) done(part);
  });
}
