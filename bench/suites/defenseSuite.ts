import { createDice, createRng } from '@shared/random';
import { defenseWinRates, type Difficulty, type WinRates } from '@shared/rulesets/defense';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { measureInterleaved } from '../measure';

const GAMES = 1000;
const DIFFICULTIES: readonly Difficulty[] = [1, 2, 3, 4];
const BASELINE_REPEATS = 50;

/** 1,000 games at one player count: a quarter at each War Cry difficulty (ANV-8), seeds 1..250 for each. */
function playThousand(players: number): WinRates[] {
  return DIFFICULTIES.map((difficulty) =>
    defenseWinRates({ players, difficulty, games: GAMES / DIFFICULTIES.length }),
  );
}

/**
 * Auto-play (BOT-30..37) of 1,000 whole defense games, from SetUp to DefenseScored, at 1 (solo) or 4 players.
 * Baseline: a bare loop of as many dice rolls as those games rolled (createDice over createRng), timed in
 * alternation with the games so machine load falls on both alike. Both get a warm-up run and the median of three,
 * and the loop runs BASELINE_REPEATS times over and is divided back: one cold run of its few milliseconds, shorter
 * than a scheduler's time slice on a busy machine, swung the ratio two- to sixfold from run to run.
 */
async function thousandGames(players: number): Promise<BenchFigure> {
  let rates: WinRates[] = [];
  const rolls = playThousand(players).reduce((n, r) => n + r.diceRolled, 0);
  const [games, dice] = await measureInterleaved(
    [
      () => {
        rates = playThousand(players);
      },
      () => {
        const roller = createDice(createRng(1));
        let sum = 0;
        for (let i = 0; i < rolls * BASELINE_REPEATS; i++) sum += roller.roll('D6', 'anv.attack').natural;
        return sum;
      },
    ],
    { warmup: 1, runs: 3 },
  );
  const baseline = dice!.median / BASELINE_REPEATS;
  const held = rates.map((r, i) => `d${DIFFICULTIES[i]} ${Math.round(r.cityHeldRate * 100)}%`).join(', ');
  const unfinished = rates.reduce((n, r) => n + r.unfinished, 0);
  return {
    name: `auto-play ${GAMES} defense games, ${players === 1 ? 'solo' : `${players} players`}`,
    unit: 'ms',
    median: games!.median,
    baselineMedian: baseline,
    ratio: games!.median / baseline,
    target: '≤ 5000 ms',
    met: games!.median <= 5000 && unfinished === 0,
    note: `${rolls} dice rolled; city held (a city building left after the Final Assault): ${held}; ${unfinished} unfinished; baseline: as many bare D6 rolls`,
  };
}

export const defenseSuite: BenchSuite = {
  name: 'defense',
  async run() {
    return [await thousandGames(1), await thousandGames(4)];
  },
};
