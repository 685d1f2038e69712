import { wilsonScoreInterval } from '../../../stats/wilsonScore';
import { DEFAULT_CITY_DECK, DEFAULT_ENEMY_DECKS, DEFAULT_FACTION_DECKS } from '../decks/defaultDecks';
import type { Deck } from '../model/deckSchema';
import type { DefenseVariant, Difficulty } from '../model/state';
import { createDefenseGame } from '../engine/setup';
import { createRngState } from '../../../random';
import { playDefenseGame, type PlayedDefense } from './playGame';

export interface WinRateQuery {
  readonly players: number;
  readonly difficulty: Difficulty;
  readonly games: number;
  readonly variant?: DefenseVariant;
  /** The enemy decks to face (default: the first shipped one); ANV-37 mixes several. */
  readonly enemyDecks?: readonly Deck[];
  readonly factionDecks?: readonly Deck[];
  readonly cityDeck?: Deck;
  /** The first game's seed; game k uses seed + k. */
  readonly seed?: number;
}

/** One auto-played game's outcome: what win rates are counted from. */
export interface WinRateGame {
  readonly cityHeld: boolean;
  readonly influence: number;
  readonly turns: number;
  readonly finished: boolean;
  readonly diceRolled: number;
}

export interface WinRates {
  readonly games: number;
  /** Games that ended with at least one city building standing: the solo win (ANV-33), the table's win otherwise. */
  readonly cityHeld: number;
  readonly cityHeldRate: number;
  /** The 95% (Wilson score) interval of the rate, as shares 0..1. */
  readonly interval: readonly [number, number];
  readonly averageInfluence: number;
  readonly averageTurns: number;
  /** Games the auto-play limit cut short (none expected). */
  readonly unfinished: number;
  /** Dice rolled over all games (the bench's baseline counts as many bare rolls). */
  readonly diceRolled: number;
}

/**
 * The games of a query, game k from seed + k (BOT-30..37 at every seat, from SetUp to the score). The game before
 * SetUp is made once: games differ only in their seed, which createDefenseGame puts in the RNG state alone, and
 * auto-play never changes the tiles and lists it shares (IN_PLACE replaces them).
 */
export function winRateGames(query: WinRateQuery): (k: number) => WinRateGame {
  const factions = query.factionDecks ?? DEFAULT_FACTION_DECKS;
  const base = query.seed ?? 1;
  const created = createDefenseGame({
    seed: base,
    players: Array.from({ length: query.players }, (_, i) => ({
      id: `P${i + 1}`,
      name: `Player ${i + 1}`,
      deck: factions[i % factions.length]!,
    })),
    enemyDecks: query.enemyDecks ?? [DEFAULT_ENEMY_DECKS[0]!],
    cityDeck: query.cityDeck ?? DEFAULT_CITY_DECK,
    difficulty: query.difficulty,
    variant: query.variant ?? 'standard',
  });
  if (!created.ok) throw new Error(created.errors.join('; '));
  const start = created.state;
  return (k) => outcomeOf(playDefenseGame({ ...start, rng: createRngState(base + k) }), query.players);
}

function outcomeOf(played: PlayedDefense, players: number): WinRateGame {
  let diceRolled = 0;
  for (const event of played.state.log) if (event.type === 'DiceRolled') diceRolled++;
  const result = played.state.result;
  return {
    cityHeld: result !== undefined && result.cityBuildingsLeft > 0,
    influence: played.state.players.reduce((n, p) => n + p.influence, 0) / Math.max(1, players),
    turns: played.state.turn,
    finished: played.stop === 'scored',
    diceRolled,
  };
}

/** Counts games (in any order: workers finish them out of order) into win rates. */
export function summarizeWinRates(games: readonly WinRateGame[]): WinRates {
  const n = games.length;
  const cityHeld = games.filter((g) => g.cityHeld).length;
  const sum = (f: (g: WinRateGame) => number) => games.reduce((t, g) => t + f(g), 0);
  return {
    games: n,
    cityHeld,
    cityHeldRate: cityHeld / Math.max(1, n),
    interval: wilsonScoreInterval(cityHeld, n),
    averageInfluence: sum((g) => g.influence) / Math.max(1, n),
    averageTurns: sum((g) => g.turns) / Math.max(1, n),
    unfinished: games.filter((g) => !g.finished).length,
    diceRolled: sum((g) => g.diceRolled),
  };
}

/**
 * "How hard is difficulty 3 for two players?": auto-played games (BOT-30..37 at every seat) with the default decks,
 * seeds seed..seed+games-1, counted. Deterministic for a given query (GEN-5, GEN-6).
 */
export function defenseWinRates(query: WinRateQuery): WinRates {
  const play = winRateGames(query);
  return summarizeWinRates(Array.from({ length: query.games }, (_, k) => play(k)));
}
