import { describe, expect, it } from 'vitest';
import {
  aggregateReport,
  balanceChoicesOf,
  balanceRefusal,
  defenseBalanceSetup,
  runBalanceGame,
  runBalanceHere,
  shareOfRuns,
} from '@shared/balance';
import { skirmishHexmarchDocument } from '@shared/document';
import {
  createDefenseGame,
  DEFAULT_CITY_DECK,
  DEFAULT_ENEMY_DECKS,
  DEFAULT_FACTION_DECKS,
  defenseGameFile,
  defenseWinRates,
} from '@shared/rulesets/defense';

const REQUEST = { runs: 80, baseSeed: 1, maxTurns: 200 };
const twoAtThree = defenseBalanceSetup({ players: 2, difficulty: 3 });

describe('the balance report of a settlement defense (issue 16, sub-game "defense win rates")', () => {
  it('is deterministic, names the setup, and counts every game once', () => {
    const a = runBalanceHere(twoAtThree, REQUEST);
    expect(runBalanceHere(twoAtThree, REQUEST)).toEqual(a);
    expect(a.title).toBe('Settlement defense: 2 players, difficulty 3');
    expect(a.sides[0]!.wins.count + a.sides[1]!.wins.count + a.unfinished.count).toBe(80);
    expect(a.influence.counts.reduce((n, c) => n + c.runs, 0)).toBe(80);
  });

  it('agrees with the setup dialog’s win-rate estimate for the same seeds', () => {
    const report = runBalanceHere(twoAtThree, REQUEST);
    const estimate = defenseWinRates({ ...twoAtThree.query, games: 80, seed: 1 });
    expect(report.sides[0]!.wins.rate).toBe(estimate.cityHeldRate);
    expect(report.influence.mean).toBeCloseTo(estimate.averageInfluence, 9);
    expect(report.meanTurns).toBeCloseTo(estimate.averageTurns, 9);
  });

  it('gives the same report whatever order the workers finish in', () => {
    const summaries = Array.from({ length: 12 }, (_, i) => runBalanceGame(twoAtThree, i, REQUEST));
    const shuffled = [...shareOfRuns(12, 2, 1), ...shareOfRuns(12, 2, 0)].map((i) => summaries[i]!);
    const request = { ...REQUEST, runs: 12 };
    expect(aggregateReport(shuffled, twoAtThree, request)).toEqual(
      aggregateReport(summaries, twoAtThree, request),
    );
  });

  it('shows difficulty: the city holds clearly less often at difficulty 4 than at 1', () => {
    const request = { ...REQUEST, runs: 300 };
    const easy = runBalanceHere(defenseBalanceSetup({ players: 2, difficulty: 1 }), request);
    const hard = runBalanceHere(defenseBalanceSetup({ players: 2, difficulty: 4 }), request);
    // Not luck of the dice: the 95 % intervals do not overlap.
    expect(hard.sides[0]!.wins.high).toBeLessThan(easy.sides[0]!.wins.low);
  }, 60_000);

  it('refuses a player count ANV-1 does not allow', () => {
    expect(balanceRefusal(defenseBalanceSetup({ players: 5, difficulty: 2 }))).toMatch(
      /1 to 4 players.*ANV-1/,
    );
  });

  it('offers the defense game a campaign file keeps, with its players and difficulty', () => {
    const config = {
      seed: 9,
      players: [0, 1, 2].map((i) => ({
        id: `P${i + 1}`,
        name: `Player ${i + 1}`,
        deck: DEFAULT_FACTION_DECKS[i]!,
      })),
      enemyDecks: [DEFAULT_ENEMY_DECKS[0]!],
      cityDeck: DEFAULT_CITY_DECK,
      difficulty: 2 as const,
      variant: 'standard' as const,
    };
    const created = createDefenseGame(config);
    if (!created.ok) throw new Error(created.errors.join('; '));
    const document = {
      ...skirmishHexmarchDocument(),
      defenseGame: defenseGameFile({ config, commands: [], steps: [], recorded: false }),
    };
    const choices = balanceChoicesOf(document);
    expect(choices.map((c) => c.setup.ruleset)).toEqual(['core', 'defense']);
    expect(choices[1]!.label).toBe('Settlement defense: 3 players, difficulty 2');
  });
});
