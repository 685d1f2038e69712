/**
 * One balance worker thread: plays the runs it is given and posts each summary as it finishes (partial results),
 * then `done`. Bundled into plain JavaScript by bundleBalanceWorker.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runCoreBalanceGame, type BalanceRunOptions } from '../../shared/balance';
import type { Campaign } from '../../shared/rulesets/core';

interface WorkerInput {
  readonly setup: Campaign;
  readonly indices: readonly number[];
  readonly options: BalanceRunOptions;
}

const { setup, indices, options } = workerData as WorkerInput;
for (const index of indices)
  parentPort!.postMessage({ kind: 'run', summary: runCoreBalanceGame(setup, index, options) });
parentPort!.postMessage({ kind: 'done' });
