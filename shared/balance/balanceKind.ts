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
 * whether a setup can be played, one seeded auto-played run boiled down to a small summary, and the report of the
 * runs finished so far. The pipeline (workers, Stop, partial results, CLI, JSON, dialog) is the same for every kind;
 * a new mode adds one entry to BALANCE_KINDS (and its plots to the dialog's REPORT_VIEWS) and its words to the
 * `balance` catalogue under `kind.<ruleset>` (what a run is, its length's unit, the dialog's first paragraph: issue
 * 32, whole sentences per kind, since a word glued into a sentence does not translate).
 */
export interface BalanceKind<S extends BalanceSetup = BalanceSetup, U = SummaryOf<S>, R = ReportOf<S>> {
  readonly ruleset: S['ruleset'];
  /** Why this setup cannot be the start of a report, in the GM's words; undefined when it can. */
  refusal(setup: S): string | undefined;
  /** Run `index`, deterministic for (setup, index, options). */
  run(setup: S, index: number, options: BalanceRunOptions): U;
  /** The report of the runs finished so far, in index order (the same runs give the same report). */
  aggregate(summaries: readonly U[], setup: S, request: BalanceRequest): R;
}

/**
 * A campaign kind's sides (the campaign report's first-mover and capture sections; their words are the catalogue's
 * `balance:campaign.<ruleset>`: what the captures count, what RunSummary.firstSide means, the SETUP-8 first mover
 * or FS-INIT's first in initiative, and the name of a run nobody won alone).
 */
export interface CampaignKind<S extends CampaignSetup = CampaignSetup> extends BalanceKind<S> {
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
