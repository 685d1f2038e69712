/// <reference lib="webworker" />
/**
 * A balance worker (issue 16, any report kind of BALANCE_KINDS): plays the runs it is given and posts each summary as it finishes, so the dialog
 * shows partial results; the window's thread never plays a campaign.
 */
import { runBalanceGame, type BalanceRunOptions, type BalanceSetup } from '@shared/balance';

interface WorkerInput {
  readonly setup: BalanceSetup;
  readonly indices: readonly number[];
  readonly options: BalanceRunOptions;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerInput>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { setup, indices, options } = event.data;
  for (const index of indices)
    scope.postMessage({ kind: 'run', summary: runBalanceGame(setup, index, options) });
  scope.postMessage({ kind: 'done' });
};
