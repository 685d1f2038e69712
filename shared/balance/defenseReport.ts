import type { Rate, ReportBase } from './balanceTypes';
import type { DefenseBalanceSetup, DefenseRunSummary } from './defenseBalanceRun';
import { distributionOf, type Distribution } from './distribution';
import { wilsonRate } from './wilsonInterval';
import { t } from '../i18n';

/** The balance report of a settlement-defense setup: N auto-played games (issue 16, sub-game "defense win rates"). */
export interface DefenseReport extends ReportBase {
  readonly ruleset: 'defense';
  readonly title: string;
  /** Games the auto-play limit cut short (none expected): neither side's win. */
  readonly unfinished: Rate;
  /** Turns played to the score (ANV-9). */
  readonly turns: Distribution;
  /** Influence per player at the score (ANV-33). */
  readonly influence: Distribution;
}

/**
 * The report of whichever games have finished, in game order. The players win when a city building still stands
 * at the score (ANV-33, the setup dialog's "the city held"); the enemy wins a finished game otherwise.
 */
export function aggregateDefense(
  summaries: readonly DefenseRunSummary[],
  setup: DefenseBalanceSetup,
  request: { readonly runs: number; readonly baseSeed: number },
): DefenseReport {
  const games = [...summaries].sort((a, b) => a.index - b.index);
  const n = games.length;
  const held = games.filter((g) => g.cityHeld).length;
  const unfinished = games.filter((g) => !g.finished).length;
  const turns = distributionOf(games.map((g) => g.turns));
  return {
    ruleset: 'defense',
    title: setup.title,
    runs: n,
    requestedRuns: request.runs,
    baseSeed: request.baseSeed,
    sides: [
      { id: 'players', name: t('balance:defense.holds'), color: '#2f6fb5', wins: wilsonRate(held, n) },
      {
        id: 'enemy',
        name: t('balance:defense.falls'),
        color: '#b5342f',
        wins: wilsonRate(games.filter((g) => g.finished && !g.cityHeld).length, n),
      },
    ],
    meanTurns: turns.mean,
    unfinished: wilsonRate(unfinished, n),
    turns,
    influence: distributionOf(games.map((g) => g.influence)),
  };
}
