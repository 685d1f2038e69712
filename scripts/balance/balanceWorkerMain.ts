/**
 * One balance worker thread (any report kind, BALANCE_KINDS): plays each chunk of run indices it is sent, posting
 * each summary as it finishes (partial results) and `chunkDone` after the chunk, until the pool terminates it.
 * Bundled into plain JavaScript by bundleBalanceWorker.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runBalanceGame, type BalanceRunOptions, type BalanceSetup } from '../../shared/balance';

interface WorkerInput {
  readonly setup: BalanceSetup;
  readonly options: BalanceRunOptions;
}

const { setup, options } = workerData as WorkerInput;
parentPort!.on('message', (indices: readonly number[]) => {
  for (const index of indices)
    parentPort!.postMessage({ kind: 'run', summary: runBalanceGame(setup, index, options) });
  parentPort!.postMessage({ kind: 'chunkDone' });
});
