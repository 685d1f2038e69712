import type { Campaign } from '../rulesets/core';
import type { FsState } from '../rulesets/firestorm';
import type { ReportSide } from './aggregateBalance';
import type { RunSummary } from './balanceTypes';
import { runCoreBalanceGame, type BalanceRunOptions } from './coreBalanceRun';
import { runFirestormBalanceGame } from './firestormBalanceRun';

/** A campaign the balance report can auto-play, told apart by its `ruleset`. */
export type BalanceSetup = Campaign | FsState;
export type BalanceRuleset = BalanceSetup['ruleset'];

/**
 * What the balance report needs of one ruleset (issue 16: "Firestorm and the sub-games plug into the same
 * report"): whether a campaign can be played out, one seeded auto-played run boiled down to a RunSummary, and the
 * GM's words for its sides, turns and captures. The pipeline (workers, aggregation, CLI, dialog) is the same for
 * every kind; a new mode adds one entry to BALANCE_KINDS.
 */
export interface BalanceKind<S extends BalanceSetup = BalanceSetup> {
  readonly ruleset: S['ruleset'];
  /** "side" or "faction", and what one turn of the report's lengths is. */
  readonly sideWord: string;
  readonly turnWord: string;
  /** What the report's capture counts count. */
  readonly capturesLabel: string;
  /** What RunSummary.firstSide means: the side that moved first (SETUP-8), or first in initiative (FS-INIT). */
  readonly firstWord: string;
  /** Why this campaign cannot be the start of a report, in the GM's words; undefined when it can. */
  refusal(setup: S): string | undefined;
  sides(setup: S): ReportSide[];
  /** One auto-played campaign with seed `baseSeed + index`; deterministic for (setup, index, options). */
  run(setup: S, index: number, options: BalanceRunOptions): RunSummary;
}

const CORE: BalanceKind<Campaign> = {
  ruleset: 'core',
  sideWord: 'side',
  turnWord: 'side-turns',
  capturesLabel: 'Settlements captured most often',
  firstWord: 'moving first',
  refusal: (setup) =>
    setup.status === 'setup'
      ? 'The campaign has not started yet: press Start first.'
      : setup.status === 'ended'
        ? 'This campaign has ended: open a saved turn from before its end.'
        : undefined,
  sides: (setup) => setup.sides.map(({ id, name, color }) => ({ id, name, color })),
  run: runCoreBalanceGame,
};

const FIRESTORM: BalanceKind<FsState> = {
  ruleset: 'firestorm',
  sideWord: 'faction',
  turnWord: 'turns',
  capturesLabel: 'Territories conquered most often',
  firstWord: 'first in initiative on the first turn',
  refusal: (setup) =>
    setup.status === 'ended' ? 'This campaign has ended: open a saved turn from before its end.' : undefined,
  sides: (setup) => setup.factions.map(({ id, name, color }) => ({ id, name, color })),
  run: runFirestormBalanceGame,
};

/** The report kinds by ruleset (one line per mode). */
export const BALANCE_KINDS: {
  readonly [R in BalanceRuleset]: BalanceKind<Extract<BalanceSetup, { ruleset: R }>>;
} = { core: CORE, firestorm: FIRESTORM };

/** The kind that plays `setup`, undefined for a ruleset the report does not play. */
export function balanceKindOf(setup: { readonly ruleset: string }): BalanceKind | undefined {
  return Object.hasOwn(BALANCE_KINDS, setup.ruleset)
    ? (BALANCE_KINDS[setup.ruleset as BalanceRuleset] as BalanceKind)
    : undefined;
}

/** One run of whichever ruleset `setup` is (the worker's inner loop). */
export function runBalanceGame(setup: BalanceSetup, index: number, options: BalanceRunOptions): RunSummary {
  return balanceKindOf(setup)!.run(setup, index, options);
}
