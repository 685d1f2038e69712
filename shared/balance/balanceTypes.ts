import type { HexKey } from '../hex';
import type { BattleRates } from './battleRates';
import { t } from '../i18n';

/**
 * One auto-played campaign, boiled down to what the balance report counts. Small and plain (it crosses worker
 * boundaries), keyed by names a GM reads so a report needs no campaign to be shown.
 */
export interface RunSummary {
  /** The run's index: seeds are `baseSeed + index`, and partial results are merged in index order. */
  readonly index: number;
  /**
   * The winning side's (or faction's) id; `draw` for VICT-3's both-lose or a shared Firestorm victory (FS-GLORY-4);
   * null when the turn limit stopped it.
   */
  readonly winner: string | null;
  /** The side that moved first (SETUP-8). */
  readonly firstSide: string;
  /** Side-turns played (TURN-2), or Firestorm turns (FS-TURN). */
  readonly turns: number;
  /** How the campaign was decided: the VICT rule of the losers, glory, `shared`, `draw`, or `unfinished`. */
  readonly cause: VictoryCause;
  readonly battleHexes: readonly HexKey[];
  /**
   * Firestorm: battles started in each turn the run played (index 0 is its first turn), sieges included; the
   * report's "battles per turn" (issue 24). Absent for core runs.
   */
  readonly battlesByTurn?: readonly number[];
  /** Firestorm: battles fought as sieges (SIEGE-1, `SiegeStarted`). */
  readonly sieges?: number;
  readonly capturedHexes: readonly HexKey[];
  /** Commands played and dice rolled (for the benchmark's baseline and profiling). */
  readonly commands: number;
  readonly diceRolled: number;
}

export const VICTORY_CAUSES = [
  'noArmies',
  'noFortresses',
  'both',
  'glory',
  'shared',
  'draw',
  'unfinished',
] as const;
export type VictoryCause = (typeof VICTORY_CAUSES)[number];

/** The GM's words for each cause (shown in the report and the CLI), in the current language (issue 32). */
export const victoryCauseLabel = (cause: VictoryCause): string => t(`balance:cause.${cause}`);

/** A proportion with its 95 % Wilson score interval. */
export interface Rate {
  readonly count: number;
  readonly of: number;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** One side's (faction's, army's, the city's) share of the runs it won: what every report kind leads with. */
export interface SideRate {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly wins: Rate;
}

/** What every report kind has (BALANCE_KINDS), and what "what if" compares two reports by. */
export interface ReportBase {
  /** The report kind: `core`, `firestorm`, `assault`, `defense` (BALANCE_KINDS). */
  readonly ruleset: string;
  readonly runs: number;
  readonly requestedRuns: number;
  readonly baseSeed: number;
  readonly sides: readonly SideRate[];
  /** Mean length of a run in the kind's turns (side-turns, Firestorm turns, assault turns, defense rounds). */
  readonly meanTurns: number;
}

export interface SideStanding extends SideRate {
  /** This side's win rate in the runs where it moved first, and where it moved second. */
  readonly movingFirst: Rate;
  readonly movingSecond: Rate;
}

export interface HexCount {
  readonly hex: HexKey;
  /** The hex's name as the GM reads it: the settlement's name, else its label. */
  readonly name: string;
  readonly count: number;
}

/** The report of a campaign kind (core, Firestorm). */
export interface BalanceReport extends ReportBase {
  /** The ruleset the runs played (`core`, `firestorm`; see BALANCE_KINDS). */
  readonly ruleset: string;
  readonly sides: readonly SideStanding[];
  readonly draws: Rate;
  readonly unfinished: Rate;
  /** Side-turns → number of runs that lasted that long (decided runs and unfinished ones alike). */
  readonly lengths: readonly { readonly turns: number; readonly runs: number }[];
  readonly causes: readonly { readonly cause: VictoryCause; readonly runs: number }[];
  /** Battles fought per hex over all runs, most first. */
  readonly battleHeat: readonly HexCount[];
  /** Settlements captured (core) or territories conquered (Firestorm) per hex over all runs, most first. */
  readonly captures: readonly HexCount[];
  /** The first mover's win rate over all runs, and whether it differs from 50 % beyond the interval. */
  readonly firstMover: Rate;
  /** Firestorm: battles per campaign and per turn (issue 24); absent for core. */
  readonly battles?: BattleRates;
  /** Firestorm: the order policy each faction played, by faction id (README "Auto-play policies"). */
  readonly policies?: Readonly<Record<string, string>>;
}
