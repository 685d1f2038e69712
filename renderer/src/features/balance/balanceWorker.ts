/// <reference lib="webworker" />
/**
 * A balance worker (issue 16, any report kind of BALANCE_KINDS): plays the runs it is given and posts each summary
 * as it finishes, so the dialog shows partial results; the window's thread never plays a run.
 */
import {
  runBalanceGame,
  type AnyRunSummary,
  type BalanceRunOptions,
  type BalanceSetup,
} from '@shared/balance';
import { answerFanOut } from '../../workers/answerFanOut';

interface WorkerInput {
  readonly setup: BalanceSetup;
  readonly indices: readonly number[];
  readonly options: BalanceRunOptions;
}

answerFanOut<WorkerInput, AnyRunSummary>(({ setup, indices, options }, post) => {
  for (const index of indices) post([runBalanceGame(setup, index, options)]);
});
