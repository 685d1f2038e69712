/**
 * One balance worker thread (any report kind, BALANCE_KINDS): plays each chunk of run indices it is sent, posting
 * each summary as it finishes (partial results) and `chunkDone` after the chunk, until the pool terminates it.
 * Bundled into plain JavaScript by bundleBalanceWorker.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runBalanceGame, type BalanceRunOptions, type BalanceSetup } from '../../shared/balance';

interface WorkerInput {
  /** The setup as JSON text (balancePool says why). */
  readonly setupJson: string;
  readonly options: BalanceRunOptions;
}

const { setupJson, options } = workerData as WorkerInput;
const setup = JSON.parse(setupJson) as BalanceSetup;
parentPort!.on('message', (indices: readonly number[]) => {
  for (const index of indices)
    parentPort!.postMessage({ kind: 'run', summary: runBalanceGame(setup, index, options) });
  parentPort!.postMessage({ kind: 'chunkDone' });
});
