import { playDefenseGame, type DefenseVariant, type Difficulty } from '@shared/rulesets/defense';
import { describe, expect, it } from 'vitest';
import { newGame } from './factories';

type Row = [
  seed: number,
  players: number,
  difficulty: Difficulty,
  variant: DefenseVariant,
  winners: string[],
  influence: number[],
  cityBuildingsLeft: number,
  turns: number,
  events: number,
  rngDraws: number,
];

/**
 * Seeded games as main (a18fee1) played them before the issue 14 speed work: auto-play made faster must play the
 * very same games (GEN-5: same seed, same game). The RNG's draw count and the log's length pin every die and
 * shuffle along the way, not only the score.
 */
const GOLDEN: readonly Row[] = [
  [3, 1, 1, 'standard', [], [33], 0, 16, 323, 85],
  [17, 1, 4, 'standard', [], [19], 0, 10, 251, 75],
  [29, 1, 2, 'beginner', ['P1'], [48], 2, 16, 320, 90],
  [5, 2, 3, 'standard', ['P1'], [8, 8], 0, 10, 282, 96],
  [41, 2, 2, 'beginner', ['P1'], [13, 13], 0, 16, 312, 109],
  [8, 3, 4, 'standard', ['P2'], [5, 7, 2], 0, 12, 277, 121],
  [12, 3, 1, 'standard', ['P2'], [10, 17, 8], 0, 16, 331, 126],
  [23, 4, 3, 'standard', ['P4'], [12, 11, 12, 26], 0, 12, 305, 145],
  [31, 4, 4, 'standard', ['P2'], [7, 13, 10, 10], 0, 13, 333, 151],
  [44, 4, 1, 'beginner', ['P1'], [16, 7, 10, 6], 1, 18, 327, 149],
];

describe('auto-played games stay the games they were (GEN-5, BOT-30..37)', () => {
  it.each(GOLDEN)(
    'seed %i, %i player(s), difficulty %i, %s',
    (seed, players, difficulty, variant, winners, influence, cityLeft, turns, events, draws) => {
      const { state } = playDefenseGame(newGame(seed, players, difficulty, variant));
      expect(state.result?.winner).toEqual(winners);
      expect(state.players.map((p) => p.influence)).toEqual(influence);
      expect(state.result?.cityBuildingsLeft).toBe(cityLeft);
      expect([state.turn, state.log.length, state.rng.cursor]).toEqual([turns, events, draws]);
    },
  );
});
