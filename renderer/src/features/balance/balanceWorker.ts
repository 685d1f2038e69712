/// <reference lib="webworker" />
/**
 * A balance worker (issue 16, any report kind of BALANCE_KINDS): plays the runs it is given and posts each summary
 * as it finishes, so the dialog shows partial results; the window's thread never plays a run.
 */
import type { AnyRunSummary } from '@shared/balance';
import { answerFanOut } from '../../workers/answerFanOut';
import { partSetup, playRun, type BalanceWorkerPart } from './balanceWorkerPart';

answerFanOut<BalanceWorkerPart, AnyRunSummary>((part, post) => {
  const setup = partSetup(part);
  for (const index of part.indices) post([playRun(setup, index, part)]);
});
