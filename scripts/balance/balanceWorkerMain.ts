/**
 * One balance worker thread (any report kind, BALANCE_KINDS): plays the runs it is given and posts each summary as it finishes (partial results),
 * then `done`. Bundled into plain JavaScript by bundleBalanceWorker.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runBalanceGame, type BalanceRunOptions, type BalanceSetup } from '../../shared/balance';

interface WorkerInput {
  readonly setup: BalanceSetup;
  readonly indices: readonly number[];
  readonly options: BalanceRunOptions;
}

const { setup, indices, options } = workerData as WorkerInput;
for (const index of indices)
  parentPort!.postMessage({ kind: 'run', summary: runBalanceGame(setup, index, options) });
parentPort!.postMessage({ kind: 'done' });
