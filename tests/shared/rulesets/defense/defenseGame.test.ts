import { kernelStep, replayEvents } from '@shared/kernel';
import {
  DEFAULT_CITY_DECK,
  DEFAULT_ENEMY_DECKS,
  DEFAULT_FACTION_DECKS,
  createDefenseGame,
  defenseRuleset,
  killChance,
  playDefenseGame,
} from '@shared/rulesets/defense';
import { describe, expect, it } from 'vitest';
import { newGame, tilePlaces } from './factories';

describe('the defense game (ANV-1, ANV-8, ANV-37)', () => {
  it('has 1 to 4 players (ANV-1)', () => {
    const five = createDefenseGame({
      seed: 1,
      players: [0, 1, 2, 3, 4].map((i) => ({
        id: `P${i}`,
        name: `P${i}`,
        deck: DEFAULT_FACTION_DECKS[i % 4]!,
      })),
      enemyDecks: [DEFAULT_ENEMY_DECKS[0]!],
      cityDeck: DEFAULT_CITY_DECK,
      difficulty: 1,
      variant: 'standard',
    });
    expect(five).toEqual({ ok: false, errors: ['a defense game has 1 to 4 players, not 5 (ANV-1)'] });
  });

  it('refuses a city deck given as a faction deck (ANV-4)', () => {
    const bad = createDefenseGame({
      seed: 1,
      players: [{ id: 'P1', name: 'Ann', deck: DEFAULT_CITY_DECK }],
      enemyDecks: [DEFAULT_ENEMY_DECKS[0]!],
      cityDeck: DEFAULT_CITY_DECK,
      difficulty: 1,
      variant: 'solo',
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors[0]).toBe(`Ann's deck "City Buildings" is not a faction deck (ANV-4)`);
  });

  it('mixes several enemy decks into one pile of anv.enemyPileSize tiles (ANV-37, ANV-4)', () => {
    const created = createDefenseGame({
      seed: 3,
      players: [{ id: 'P1', name: 'Ann', deck: DEFAULT_FACTION_DECKS[0]! }],
      enemyDecks: [DEFAULT_ENEMY_DECKS[0]!, DEFAULT_ENEMY_DECKS[1]!],
      cityDeck: DEFAULT_CITY_DECK,
      difficulty: 1,
      variant: 'standard',
    });
    if (!created.ok) throw new Error(created.errors.join());
    expect(created.state.enemyPile).toHaveLength(33);
    expect(created.state.variant).toBe('solo');
    const set = kernelStep(defenseRuleset, created.state, { type: 'SetUp' });
    if (!set.ok) throw new Error('SetUp refused');
    expect(set.state.enemyPile).toHaveLength(16);
    const names = new Set(set.state.enemyPile.map((id) => set.state.tiles[id]!.name));
    expect([...names].some((n) => DEFAULT_ENEMY_DECKS[0]!.tiles.some((t) => t.name === n))).toBe(true);
    expect(set.state.players[0]!.hand).toHaveLength(5);
  });

  it('plays a whole auto-played game to a score that the log replays exactly (GEN-5)', () => {
    for (const players of [1, 2, 4]) {
      const start = newGame(11, players);
      const played = playDefenseGame(start);
      expect(played.stop).toBe('scored');
      expect(played.state.phase).toBe('scored');
      expect(played.state.result?.cityBuildingsLeft).toBeGreaterThanOrEqual(0);
      expect(replayEvents(defenseRuleset, start, played.state.log)).toEqual(played.state);
      const places = tilePlaces(played.state);
      for (const [id, where] of places) expect(where, id).toHaveLength(1);
    }
  });

  it('gives kill chances with explosions, natural 1s and re-rolls (BOT-32..35)', () => {
    expect(killChance('d6', 4)).toBeCloseTo(3 / 6);
    expect(killChance('d6', 1)).toBeCloseTo(5 / 6);
    // Need 8 on a d6: a 6, then a 2..6 (a 1 fails the whole roll).
    expect(killChance('d6', 8)).toBeCloseTo((1 / 6) * (5 / 6));
    // One re-roll of a miss (faces 2..3 for need 4).
    expect(killChance('d6', 4, 1)).toBeCloseTo(0.5 + (2 / 6) * 0.5);
  });
});
