/// <reference lib="webworker" />
/**
 * A balance worker (issue 16, any report kind of BALANCE_KINDS): plays the runs it is given and posts each summary
 * as it finishes, so the dialog shows partial results; the window's thread never plays a run.
 */
import type { AnyRunSummary } from '@shared/balance';
import { answerFanOut } from '../../workers/answerFanOut';
import { partSetup, playRun, type BalanceWorkerPart } from './balanceWorkerPart';

/** Summaries per message: a message per run was 2–4 % of a worker's time (issue 16 profile); 8 runs take ~20 ms. */
const BATCH = 8;

answerFanOut<BalanceWorkerPart, AnyRunSummary>((part, post) => {
  const setup = partSetup(part);
  let batch: AnyRunSummary[] = [];
  for (const index of part.indices) {
    batch.push(playRun(setup, index, part));
    if (batch.length === BATCH) {
      post(batch);
      batch = [];
    }
  }
  if (batch.length > 0) post(batch);
});
