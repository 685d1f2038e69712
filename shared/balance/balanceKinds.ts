import { CAMPAIGN_PARTS } from '../rulesets/campaignParts';
import type { CampaignRulesetId } from '../document/hexmarchDocument';
import { assaultRefusal, runAssaultBalanceGame, type AssaultBalanceSetup } from './assaultBalanceRun';
import { aggregateAssault } from './assaultReport';
import type {
  AnyBalanceReport,
  BalanceKind,
  BalanceRequest,
  BalanceRuleset,
  BalanceSetup,
  CampaignKind,
  ReportOf,
  SummaryOf,
} from './balanceKind';
import type { BalanceReport } from './balanceTypes';
import type { BalanceRunOptions } from './coreBalanceRun';
import { defenseRefusal, runDefenseBalanceGame, type DefenseBalanceSetup } from './defenseBalanceRun';
import { aggregateDefense } from './defenseReport';

export * from './balanceKind';

const ASSAULT: BalanceKind<AssaultBalanceSetup> = {
  ruleset: 'assault',
  refusal: assaultRefusal,
  run: runAssaultBalanceGame,
  aggregate: aggregateAssault,
};

const DEFENSE: BalanceKind<DefenseBalanceSetup> = {
  ruleset: 'defense',
  refusal: defenseRefusal,
  run: runDefenseBalanceGame,
  aggregate: aggregateDefense,
};

/**
 * The campaign kinds, one per campaign ruleset: each ruleset's part carries its own (CAMPAIGN_PARTS); their reports
 * have sides that move first, captures and a map.
 */
const CAMPAIGN_KINDS = Object.fromEntries(
  Object.entries(CAMPAIGN_PARTS).map(([id, part]) => [id, part.balanceKind]),
) as unknown as Readonly<Record<CampaignRulesetId, CampaignKind>>;

/** The report kinds by ruleset: the campaign rulesets' (from their parts), then the sub-games' (one line each). */
export const BALANCE_KINDS = { ...CAMPAIGN_KINDS, assault: ASSAULT, defense: DEFENSE } as unknown as {
  readonly [R in BalanceRuleset]: BalanceKind<Extract<BalanceSetup, { ruleset: R }>>;
};

/** The kind that plays `setup`, undefined for a ruleset the report does not play. */
export function balanceKindOf(setup: { readonly ruleset: string }): BalanceKind | undefined {
  return Object.hasOwn(BALANCE_KINDS, setup.ruleset)
    ? (BALANCE_KINDS[setup.ruleset as BalanceRuleset] as unknown as BalanceKind)
    : undefined;
}

/** The campaign kind of a campaign setup or report (core's for an unknown ruleset, e.g. an old JSON). */
export function campaignKindOf(of: { readonly ruleset?: string }): CampaignKind {
  return Object.hasOwn(CAMPAIGN_KINDS, of.ruleset ?? 'core')
    ? CAMPAIGN_KINDS[of.ruleset as CampaignRulesetId]
    : CAMPAIGN_KINDS.core;
}

/** Whether a report is a campaign kind's (core, Firestorm), with sides that move first, a map and captures. */
export function isCampaignReport(report: AnyBalanceReport): report is BalanceReport {
  return Object.hasOwn(CAMPAIGN_KINDS, report.ruleset);
}

/** One run of whichever kind `setup` is (the workers' inner loop). */
export function runBalanceGame<S extends BalanceSetup>(
  setup: S,
  index: number,
  options: BalanceRunOptions,
): SummaryOf<S> {
  return balanceKindOf(setup)!.run(setup, index, options) as SummaryOf<S>;
}

/** The report of the runs finished so far, of whichever kind `setup` is. */
export function aggregateReport<S extends BalanceSetup>(
  summaries: readonly SummaryOf<S>[],
  setup: S,
  request: BalanceRequest,
): ReportOf<S> {
  const kind = balanceKindOf(setup)! as unknown as BalanceKind<S, SummaryOf<S>, ReportOf<S>>;
  return kind.aggregate(summaries, setup, request);
}

/** The words of the kind that made `report` (core's for a report of an unknown ruleset, e.g. an old JSON). */
export function reportKind(report: { readonly ruleset?: string }): BalanceKind {
  return (
    balanceKindOf({ ruleset: report.ruleset ?? 'core' }) ?? (CAMPAIGN_KINDS.core as unknown as BalanceKind)
  );
}
