import type { Campaign } from '../rulesets/core';
import type { FsState } from '../rulesets/firestorm';
import type { ReportContext, ReportSide } from './aggregateBalance';
import type { AssaultBalanceSetup, AssaultRunSummary } from './assaultBalanceRun';
import type { AssaultReport } from './assaultReport';
import type { BalanceReport, RunSummary } from './balanceTypes';
import type { BalanceRunOptions } from './coreBalanceRun';
import type { DefenseBalanceSetup, DefenseRunSummary } from './defenseBalanceRun';
import type { DefenseReport } from './defenseReport';

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
  /** The terminal report's name for its runs ("campaigns", "Firestorm campaigns"). */
  readonly runsTitle: string;
  /** What the report's capture counts count. */
  readonly capturesLabel: string;
  /** What RunSummary.firstSide means: the side that moved first (SETUP-8), or first in initiative (FS-INIT). */
  readonly firstWord: string;
  /** The heading over the first-mover rates, and the report's name for a run nobody won alone. */
  readonly firstHeading: string;
  readonly drawLabel: string;
  sides(setup: S): ReportSide[];
  /** What the report adds about how its runs were played (Firestorm: each faction's policy, BOT-18). */
  played?(setup: S, request: BalanceRequest): Pick<ReportContext, 'policies'>;
}

/** What a campaign report is written from: the kind's sides, the setup's map and the request's seeds. */
export function campaignContext<S extends CampaignSetup>(
  kind: CampaignKind<S>,
  setup: S,
  request: BalanceRequest,
): ReportContext {
  return {
    ruleset: setup.ruleset,
    sides: kind.sides(setup),
    map: setup.map,
    baseSeed: request.baseSeed,
    requestedRuns: request.runs,
    ...kind.played?.(setup, request),
  };
}

/** The dialog's first paragraph of a campaign kind, in its word for a side. */
export const campaignIntro = (side: string) =>
  'Hexmarch plays the campaign to its end many times from where it stands, every player on auto-play and every ' +
  `battle by dice, each run with other dice. A fair setup gives each ${side} an equal share of the wins.`;
