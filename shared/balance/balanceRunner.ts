import { aggregateBalance, type ReportContext } from './aggregateBalance';
import { balanceKindOf, runBalanceGame, type BalanceSetup } from './balanceKinds';
import type { BalanceReport, RunSummary } from './balanceTypes';
import type { BalanceRunOptions } from './coreBalanceRun';

export interface BalanceRequest extends BalanceRunOptions {
  readonly runs: number;
}

export const DEFAULT_BALANCE_REQUEST: BalanceRequest = { runs: 1000, baseSeed: 1, maxTurns: 200 };

/** The sides (or factions) and map a report names, from the GM's campaign. */
export function reportContext(setup: BalanceSetup, request: BalanceRequest): ReportContext {
  return {
    ruleset: setup.ruleset,
    sides: balanceKindOf(setup)!.sides(setup),
    map: setup.map,
    baseSeed: request.baseSeed,
    requestedRuns: request.runs,
  };
}

/**
 * Run indices split into `parts` interleaved shares (0, k, 2k, … for the first), so every worker's partial
 * results cover the whole seed range evenly and a stopped report is not biased to the low seeds.
 */
export function shareOfRuns(runs: number, parts: number, part: number): number[] {
  const indices: number[] = [];
  for (let i = part; i < runs; i += parts) indices.push(i);
  return indices;
}

/**
 * Why a campaign cannot be the start of a balance report, in the GM's words; undefined when it can. (The report
 * auto-plays from the campaign as it is: it needs a campaign of a kind it plays that has started and not ended.)
 */
export function balanceRefusal(
  setup: BalanceSetup | { readonly ruleset: string } | null | undefined,
): string | undefined {
  if (!setup) return 'There is no campaign to test yet: set one up in the Campaign tab first.';
  const kind = balanceKindOf(setup);
  if (!kind) return 'The balance report plays core and Firestorm campaigns only.';
  return kind.refusal(setup as BalanceSetup);
}

/** The whole report in this thread (tests, and the worker's inner loop): runs `indices` and aggregates. */
export function runBalanceHere(setup: BalanceSetup, request: BalanceRequest): BalanceReport {
  const summaries: RunSummary[] = [];
  for (let i = 0; i < request.runs; i++) summaries.push(runBalanceGame(setup, i, request));
  return aggregateBalance(summaries, reportContext(setup, request));
}
