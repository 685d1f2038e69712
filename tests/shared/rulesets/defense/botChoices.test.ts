import fc from 'fast-check';
import {
  ALL_SQUARES,
  CITY_SQUARES,
  RESOURCES,
  botPayment,
  botSquare,
  isCitySquare,
  neighboursOf,
  sideOfSquare,
  sq,
  createDefenseGame,
  winRateGames,
  DEFAULT_CITY_DECK,
  DEFAULT_ENEMY_DECKS,
  DEFAULT_FACTION_DECKS,
  playDefenseGame,
  type DefenseState,
  type Resource,
} from '@shared/rulesets/defense';
import { describe, expect, it } from 'vitest';
import { newGame } from './factories';

/** BOT-36 written out plainly: every legal payment, sorted by the policy's keys, the first taken. */
function paymentByTheBook(
  state: DefenseState,
  resource: Resource,
  due: number,
  placing?: string,
): string[] | undefined {
  if (due <= 0) return [];
  const hand = state.players[0]!.hand.filter((id) => id !== placing);
  const gives = (id: string) => {
    const tile = state.tiles[id]!;
    return tile.kind !== 'enemy' && tile.kind !== 'city' && tile.provides.resource === resource
      ? tile.provides.amount
      : 0;
  };
  const cost = (id: string) => {
    const tile = state.tiles[id]!;
    return tile.kind === 'enemy' ? 0 : tile.cost.amount;
  };
  const sum = (ids: string[], f: (id: string) => number) => ids.reduce((n, id) => n + f(id), 0);
  const legal = Array.from({ length: (1 << hand.length) - 1 }, (_, m) =>
    hand.filter((_, i) => (m + 1) & (1 << i)),
  )
    .map((tiles) => {
      const matching = tiles.filter((id) => gives(id) > 0);
      const wild = tiles.filter((id) => gives(id) === 0);
      const value = sum(matching, gives) + wild.length / 2;
      const keys = [tiles.length, value - due, wild.length, sum(matching, gives), sum(wild, cost)];
      return { tiles, keys, ok: wild.length % 2 === 0 && value >= due };
    })
    .filter((p) => p.ok)
    .sort((a, b) => {
      for (let i = 0; i < a.keys.length; i++) if (a.keys[i] !== b.keys[i]) return a.keys[i]! - b.keys[i]!;
      return a.tiles.join(' ') < b.tiles.join(' ') ? -1 : 1;
    });
  return legal[0]?.tiles;
}

/** BOT-37 written out plainly over "x,y" keys: the best-scoring free city square, row-major among equals. */
function squareByTheBook(state: DefenseState, kind: 'unit' | 'building'): string | undefined {
  const threatened = new Set(
    ALL_SQUARES.filter((key) => state.board[sq(key)]!.enemy).map((key) => sideOfSquare(key)),
  );
  const score = (key: string) => {
    const numbered = neighboursOf(key).filter((k) => !isCitySquare(k));
    const facing = numbered.filter((k) => threatened.has(sideOfSquare(k))).length;
    return kind === 'unit' ? [-facing, -numbered.length] : [numbered.length];
  };
  const free = CITY_SQUARES.filter((key) => {
    const square = state.board[sq(key)]!;
    return !square.tile && !square.enemy;
  });
  return [...free].sort((a, b) => {
    const [sa, sb] = [score(a), score(b)];
    for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sa[i]! - sb[i]!;
    return 0;
  })[0];
}

/** A solo game whose one player holds `hand` (tiles of their own deck, in that order). */
function holding(seed: number, hand: string[]): DefenseState {
  const start = newGame(seed, 1);
  const player = start.players[0]!;
  return {
    ...start,
    players: [{ ...player, hand, drawPile: player.drawPile.filter((id) => !hand.includes(id)) }],
  };
}

describe('the bots choose as their policies say (BOT-36, BOT-37)', () => {
  it('pays as BOT-36 written out plainly would, for any hand, resource and amount due', () => {
    const deck = newGame(1, 1).players[0]!.drawPile;
    fc.assert(
      fc.property(
        fc
          .subarray([...deck], { maxLength: 8 })
          .chain((hand) =>
            fc.tuple(
              fc.shuffledSubarray(hand, { minLength: hand.length, maxLength: hand.length }),
              fc.constantFrom(...RESOURCES),
              fc.integer({ min: -1, max: 7 }),
              fc.option(fc.constantFrom(...hand, 'none'), { nil: undefined }),
            ),
          ),
        ([hand, resource, due, placing]) => {
          const state = holding(1, hand);
          expect(botPayment(state, 0, resource, due, placing)).toEqual(
            paymentByTheBook(state, resource, due, placing),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('places as BOT-37 written out plainly would, whatever stands on the board', () => {
    const start = newGame(1, 1);
    const tiles = start.players[0]!.drawPile;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALL_SQUARES), { maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        (taken, asEnemy) => {
          const board = start.board.slice();
          taken.forEach((key, i) => {
            board[sq(key)] =
              asEnemy[i] || !isCitySquare(key)
                ? { enemy: { tileId: `E${i + 1}`, faceUp: false, startSide: sideOfSquare(key) ?? 1 } }
                : { tile: tiles[i % tiles.length]! };
          });
          const state = { ...start, board };
          for (const kind of ['unit', 'building'] as const)
            expect(botSquare(state, kind)).toBe(squareByTheBook(state, kind));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pays exactly with one matching tile rather than a wild pair or an overpayment', () => {
    // Iron Wardens: P1.1..3 Shield Wall (manpower 1), P1.4..6 Crossbowmen (gold 1).
    const state = holding(1, ['P1.4', 'P1.5', 'P1.1', 'P1.6']);
    expect(botPayment(state, 0, 'manpower', 1)).toEqual(['P1.1']);
    expect(botPayment(state, 0, 'gold', 2)).toEqual(['P1.4', 'P1.5']);
    expect(botPayment(state, 0, 'stone', 2)).toEqual(['P1.4', 'P1.5', 'P1.1', 'P1.6']);
    expect(botPayment(state, 0, 'stone', 3)).toBeUndefined();
  });
});

describe('win-rate games (issue 14)', () => {
  it('plays game k as the game createDefenseGame makes with seed + k', () => {
    const query = { players: 2, difficulty: 3, games: 4, seed: 40 } as const;
    const play = winRateGames(query);
    for (const k of [0, 3]) {
      const made = createDefenseGame({
        seed: 40 + k,
        players: [0, 1].map((i) => ({
          id: `P${i + 1}`,
          name: `Player ${i + 1}`,
          deck: DEFAULT_FACTION_DECKS[i]!,
        })),
        enemyDecks: [DEFAULT_ENEMY_DECKS[0]!],
        cityDeck: DEFAULT_CITY_DECK,
        difficulty: 3,
        variant: 'standard',
      });
      if (!made.ok) throw new Error(made.errors.join('; '));
      const { state } = playDefenseGame(made.state);
      const rolled = state.log.filter((e) => e.type === 'DiceRolled').length;
      expect(play(k)).toEqual({
        cityHeld: state.result!.cityBuildingsLeft > 0,
        influence: (state.players[0]!.influence + state.players[1]!.influence) / 2,
        turns: state.turn,
        finished: true,
        diceRolled: rolled,
      });
    }
    // The shared start is never changed by the games played from it: game 0 again is the same game.
    expect(play(0)).toEqual(play(0));
  });
});
