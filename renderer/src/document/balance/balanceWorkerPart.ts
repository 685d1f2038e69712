import {
  runBalanceGame,
  type AnyRunSummary,
  type BalanceRunOptions,
  type BalanceSetup,
} from '@shared/balance';

/** What startBalanceRuns posts to one balance worker. */
export interface BalanceWorkerPart {
  /** The setup as JSON text (startBalanceRuns says why). */
  readonly setupJson: string;
  readonly indices: readonly number[];
  readonly options: BalanceRunOptions;
}

/** A part's setup, read once per part. */
export const partSetup = (part: BalanceWorkerPart): BalanceSetup =>
  JSON.parse(part.setupJson) as BalanceSetup;

/** One run of a part (the worker plays them in order, posting each summary as it finishes). */
export const playRun = (setup: BalanceSetup, index: number, part: BalanceWorkerPart): AnyRunSummary =>
  runBalanceGame(setup, index, part.options);
