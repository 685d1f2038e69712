/**
 * One balance worker thread (any report kind, BALANCE_KINDS): plays each chunk of run indices it is sent and posts
 * the chunk's summaries when it is done (partial results), until the pool terminates it.
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
// One message per chunk with its summaries: a message per run was 2–4 % of a worker's time (issue 16 profile), and
// the guided chunks (runChunks) end in single runs, so partial results still arrive steadily.
parentPort!.on('message', (indices: readonly number[]) => {
  const summaries = indices.map((index) => runBalanceGame(setup, index, options));
  parentPort!.postMessage({ kind: 'chunkDone', summaries });
});
