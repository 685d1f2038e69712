import type { Campaign } from '../rulesets/core';
import type { FsState } from '../rulesets/firestorm';
import { aggregateBalance, type ReportSide } from './aggregateBalance';
import {
  assaultRefusal,
  runAssaultBalanceGame,
  type AssaultBalanceSetup,
  type AssaultRunSummary,
} from './assaultBalanceRun';
import { aggregateAssault, type AssaultReport } from './assaultReport';
import type { BalanceReport, RunSummary } from './balanceTypes';
import { runCoreBalanceGame, type BalanceRunOptions } from './coreBalanceRun';
import {
  defenseRefusal,
  runDefenseBalanceGame,
  type DefenseBalanceSetup,
  type DefenseRunSummary,
} from './defenseBalanceRun';
import { aggregateDefense, type DefenseReport } from './defenseReport';
import { firestormPolicies, runFirestormBalanceGame } from './firestormBalanceRun';

/** A campaign the report auto-plays whole (core, Firestorm). */
export type CampaignSetup = Campaign | FsState;
/** Anything the balance report can play over and over, told apart by its `ruleset`. */
export type BalanceSetup = CampaignSetup | AssaultBalanceSetup | DefenseBalanceSetup;
export type BalanceRuleset = BalanceSetup['ruleset'];
export type AnyRunSummary = RunSummary | AssaultRunSummary | DefenseRunSummary;
export type AnyBalanceReport = BalanceReport | AssaultReport | DefenseReport;

/** The run summary and the report of a setup's kind. */
export type SummaryOf<S extends BalanceSetup> = S extends AssaultBalanceSetup
  ? AssaultRunSummary
  : S extends DefenseBalanceSetup
    ? DefenseRunSummary
    : RunSummary;
export type ReportOf<S extends BalanceSetup> = S extends AssaultBalanceSetup
  ? AssaultReport
  : S extends DefenseBalanceSetup
    ? DefenseReport
    : BalanceReport;

/** What N runs are asked for: how many, the first seed, and a campaign's turn limit. */
export interface BalanceRequest extends BalanceRunOptions {
  readonly runs: number;
}

/**
 * What the balance report needs of one kind (issue 16: "Firestorm and the sub-games plug into the same report"):
 * whether a setup can be played, one seeded auto-played run boiled down to a small summary, the report of the
 * runs finished so far, and the GM's words. The pipeline (workers, Stop, partial results, CLI, JSON, dialog) is the
 * same for every kind; a new mode adds one entry to BALANCE_KINDS (and its plots to the dialog's REPORT_VIEWS).
 */
export interface BalanceKind<S extends BalanceSetup = BalanceSetup, U = SummaryOf<S>, R = ReportOf<S>> {
  readonly ruleset: S['ruleset'];
  /** "side", "faction", "army", "outcome": what the win rates are the rates of. */
  readonly sideWord: string;
  /** What one unit of a run's length is ("side-turns", "assault turns"). */
  readonly turnWord: string;
  /** What one run is, plural ("campaigns", "assaults", "games"). */
  readonly runsNoun: string;
  /** The dialog's first paragraph: what is played and what a fair setup looks like. */
  readonly intro: string;
  /** Why this setup cannot be the start of a report, in the GM's words; undefined when it can. */
  refusal(setup: S): string | undefined;
  /** Run `index`, deterministic for (setup, index, options). */
  run(setup: S, index: number, options: BalanceRunOptions): U;
  /** The report of the runs finished so far, in index order (the same runs give the same report). */
  aggregate(summaries: readonly U[], setup: S, request: BalanceRequest): R;
}

/** A campaign kind's extra words and its sides (the campaign report's first-mover and capture sections). */
export interface CampaignKind<S extends CampaignSetup = CampaignSetup> extends BalanceKind<S> {
  /** What the report's capture counts count. */
  readonly capturesLabel: string;
  /** What RunSummary.firstSide means: the side that moved first (SETUP-8), or first in initiative (FS-INIT). */
  readonly firstWord: string;
  /** The heading over the first-mover rates, and the report's name for a run nobody won alone. */
  readonly firstHeading: string;
  readonly drawLabel: string;
  sides(setup: S): ReportSide[];
}

const campaignIntro = (side: string) =>
  'Hexmarch plays the campaign to its end many times from where it stands, every player on auto-play and every ' +
  `battle by dice, each run with other dice. A fair setup gives each ${side} an equal share of the wins.`;

const CORE: CampaignKind<Campaign> = {
  ruleset: 'core',
  sideWord: 'side',
  turnWord: 'side-turns',
  runsNoun: 'campaigns',
  intro: campaignIntro('side'),
  capturesLabel: 'Settlements captured most often',
  firstWord: 'moving first',
  firstHeading: 'First-move advantage',
  drawLabel: 'Draw',
  refusal: (setup) =>
    setup.status === 'setup'
      ? 'The campaign has not started yet: press Start first.'
      : setup.status === 'ended'
        ? 'This campaign has ended: open a saved turn from before its end.'
        : undefined,
  sides: (setup) => setup.sides.map(({ id, name, color }) => ({ id, name, color })),
  run: runCoreBalanceGame,
  aggregate: (summaries, setup, request) =>
    aggregateBalance(summaries, campaignContext(CORE, setup, request)),
};

const FIRESTORM: CampaignKind<FsState> = {
  ruleset: 'firestorm',
  sideWord: 'faction',
  turnWord: 'turns',
  runsNoun: 'campaigns',
  intro: campaignIntro('faction'),
  capturesLabel: 'Territories conquered most often',
  firstWord: 'first in initiative on the first turn',
  firstHeading: 'First-turn initiative advantage',
  drawLabel: 'Shared victory',
  refusal: (setup) =>
    setup.status === 'ended' ? 'This campaign has ended: open a saved turn from before its end.' : undefined,
  sides: (setup) => setup.factions.map(({ id, name, color }) => ({ id, name, color })),
  run: runFirestormBalanceGame,
  aggregate: (summaries, setup, request) =>
    aggregateBalance(summaries, campaignContext(FIRESTORM, setup, request)),
};

const ASSAULT: BalanceKind<AssaultBalanceSetup> = {
  ruleset: 'assault',
  sideWord: 'army',
  turnWord: 'assault turns',
  runsNoun: 'assaults',
  intro:
    'Hexmarch resolves this assault many times by itself, every choice on auto-play (BOT-20..24), each time ' +
    'with other dice: how often each outcome happens, how long it lasts and what it costs each army.',
  refusal: assaultRefusal,
  run: runAssaultBalanceGame,
  aggregate: aggregateAssault,
};

const DEFENSE: BalanceKind<DefenseBalanceSetup> = {
  ruleset: 'defense',
  sideWord: 'outcome',
  turnWord: 'turns',
  runsNoun: 'games',
  intro:
    'Hexmarch plays this settlement defense many times by itself, every seat on auto-play (BOT-30..37), each ' +
    'game with other dice: how often the city holds, the Influence the players end with and how long it lasts.',
  refusal: defenseRefusal,
  run: runDefenseBalanceGame,
  aggregate: aggregateDefense,
};

/** The report kinds by ruleset (one line per mode). */
export const BALANCE_KINDS: {
  readonly [R in BalanceRuleset]: BalanceKind<Extract<BalanceSetup, { ruleset: R }>>;
} = { core: CORE, firestorm: FIRESTORM, assault: ASSAULT, defense: DEFENSE };

/** The campaign kinds: those whose reports have sides that move first, captures and a map. */
const CAMPAIGN_KINDS: Readonly<Record<CampaignSetup['ruleset'], CampaignKind>> = {
  core: CORE as CampaignKind,
  firestorm: FIRESTORM as CampaignKind,
};

function campaignContext<S extends CampaignSetup>(kind: CampaignKind<S>, setup: S, request: BalanceRequest) {
  return {
    ruleset: setup.ruleset,
    sides: kind.sides(setup),
    map: setup.map,
    baseSeed: request.baseSeed,
    requestedRuns: request.runs,
    ...(setup.ruleset === 'firestorm' ? { policies: firestormPolicies(setup, request.policies) } : {}),
  };
}

/** The kind that plays `setup`, undefined for a ruleset the report does not play. */
export function balanceKindOf(setup: { readonly ruleset: string }): BalanceKind | undefined {
  return Object.hasOwn(BALANCE_KINDS, setup.ruleset)
    ? (BALANCE_KINDS[setup.ruleset as BalanceRuleset] as unknown as BalanceKind)
    : undefined;
}

/** The campaign kind of a campaign setup or report (core's for an unknown ruleset, e.g. an old JSON). */
export function campaignKindOf(of: { readonly ruleset?: string }): CampaignKind {
  return Object.hasOwn(CAMPAIGN_KINDS, of.ruleset ?? 'core')
    ? CAMPAIGN_KINDS[of.ruleset as CampaignSetup['ruleset']]
    : CAMPAIGN_KINDS.core;
}

/** Whether a report is a campaign kind's (core, Firestorm), with sides that move first, a map and captures. */
export function isCampaignReport(report: AnyBalanceReport): report is BalanceReport {
  return report.ruleset !== 'assault' && report.ruleset !== 'defense';
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
  return balanceKindOf({ ruleset: report.ruleset ?? 'core' }) ?? (CORE as unknown as BalanceKind);
}
