import { DEFAULT_CITY_DECK, DEFAULT_ENEMY_DECKS, DEFAULT_FACTION_DECKS } from '../decks/defaultDecks';
import type { Deck } from '../model/deckSchema';
import type { DefenseVariant, Difficulty } from '../model/state';
import { createDefenseGame } from '../engine/setup';
import { playDefenseGame } from './playGame';

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

export interface WinRates {
  readonly games: number;
  /** Games that ended with at least one city building standing: the solo win (ANV-33), the table's win otherwise. */
  readonly cityHeld: number;
  readonly cityHeldRate: number;
  readonly averageInfluence: number;
  readonly averageTurns: number;
  /** Games the auto-play limit cut short (none expected). */
  readonly unfinished: number;
  /** Dice rolled over all games (the bench's baseline counts as many bare rolls). */
  readonly diceRolled: number;
}

/**
 * "How hard is difficulty 3 for two players?": auto-played games (BOT-30..37 at every seat) with the default decks,
 * seeds seed..seed+games-1, counted. Deterministic for a given query (GEN-5, GEN-6).
 */
export function defenseWinRates(query: WinRateQuery): WinRates {
  const factions = query.factionDecks ?? DEFAULT_FACTION_DECKS;
  let cityHeld = 0;
  let influence = 0;
  let turns = 0;
  let unfinished = 0;
  let diceRolled = 0;
  for (let k = 0; k < query.games; k++) {
    const created = createDefenseGame({
      seed: (query.seed ?? 1) + k,
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
    const played = playDefenseGame(created.state);
    if (played.stop !== 'scored') unfinished++;
    const result = played.state.result;
    if (result && result.cityBuildingsLeft > 0) cityHeld++;
    for (const p of played.state.players) influence += p.influence;
    turns += played.state.turn;
    for (const event of played.state.log) if (event.type === 'DiceRolled') diceRolled++;
  }
  const n = Math.max(1, query.games);
  return {
    games: query.games,
    cityHeld,
    cityHeldRate: cityHeld / n,
    averageInfluence: influence / n / Math.max(1, query.players),
    averageTurns: turns / n,
    unfinished,
    diceRolled,
  };
}
