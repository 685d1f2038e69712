import type { ReportContext } from './aggregateBalance';
import {
  aggregateReport,
  balanceKindOf,
  campaignKindOf,
  runBalanceGame,
  type BalanceRequest,
  type BalanceSetup,
  type CampaignSetup,
  type ReportOf,
  type SummaryOf,
} from './balanceKinds';
import { t } from '../i18n';

export const DEFAULT_BALANCE_REQUEST: BalanceRequest = { runs: 1000, baseSeed: 1, maxTurns: 200 };

/** The sides (or factions) and map a campaign report names, from the GM's campaign. */
export function reportContext(setup: CampaignSetup, request: BalanceRequest): ReportContext {
  return {
    ruleset: setup.ruleset,
    sides: campaignKindOf(setup).sides(setup),
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
 * Why a setup cannot be the start of a balance report, in the GM's words; undefined when it can. (A campaign is
 * auto-played from where it stands: it needs one of a kind the report plays that has started and not ended.)
 */
export function balanceRefusal(
  setup: BalanceSetup | { readonly ruleset: string } | null | undefined,
): string | undefined {
  if (!setup) return t('balance:refusal.noCampaign');
  const kind = balanceKindOf(setup);
  if (!kind) return t('balance:refusal.otherRuleset');
  return kind.refusal(setup as BalanceSetup);
}

/** The whole report in this thread (tests): runs 0 … runs − 1 and aggregates. */
export function runBalanceHere<S extends BalanceSetup>(setup: S, request: BalanceRequest): ReportOf<S> {
  const summaries: SummaryOf<S>[] = [];
  for (let i = 0; i < request.runs; i++) summaries.push(runBalanceGame(setup, i, request));
  return aggregateReport(summaries, setup, request);
}
