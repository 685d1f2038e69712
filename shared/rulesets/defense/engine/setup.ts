import { t } from '../../../i18n';
import { createRngState, shuffled } from '../../../random';
import { emptyBoard } from '../model/board';
import type { Deck } from '../model/deckSchema';
import {
  DEFAULT_DEFENSE_SETTINGS,
  type DefenseSettings,
  type DefenseState,
  type DefenseVariant,
  type Difficulty,
} from '../model/state';
import type { TileInstance } from '../model/tiles';
import { drawTiles } from './draw';
import { fillMarket } from './turn';
import type { DefenseSink } from './sink';

export interface DefensePlayerConfig {
  readonly id: string;
  readonly name: string;
  readonly deck: Deck;
}

export interface DefenseConfig {
  readonly id?: string;
  /** ANV-1: the settlement hex the game was launched from, if any. */
  readonly hex?: string;
  readonly seed: number;
  readonly players: readonly DefensePlayerConfig[];
  /** ANV-37: several enemy decks are mixed into one pile. */
  readonly enemyDecks: readonly Deck[];
  readonly cityDeck: Deck;
  readonly difficulty: Difficulty;
  readonly variant: DefenseVariant;
  readonly settings?: Partial<DefenseSettings>;
}

/**
 * ANV-1, ANV-2, ANV-4, ANV-8 step 1: a game before its setup command: 1–4 players, each with a faction deck; the
 * enemy and city piles unshuffled. `SetUp` then shuffles and deals with the state's RNG so the log replays (GEN-5).
 * Decision: a one-player game is the solo variant unless it was asked to be the beginner variant.
 */
export function createDefenseGame(
  config: DefenseConfig,
): { ok: true; state: DefenseState } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  if (config.players.length < 1 || config.players.length > 4)
    errors.push(t('defenseRules:setup.players', { count: config.players.length, rule: 'ANV-1' }));
  const ids = config.players.map((p) => p.id);
  if (new Set(ids).size !== ids.length) errors.push(t('defenseRules:setup.sameId'));
  for (const p of config.players)
    if (p.deck.deck !== 'faction')
      errors.push(t('defenseRules:setup.notFaction', { player: p.name, deck: p.deck.name, rule: 'ANV-4' }));
  if (config.enemyDecks.length === 0) errors.push(t('defenseRules:setup.noEnemy', { rule: 'ANV-8' }));
  for (const d of config.enemyDecks)
    if (d.deck !== 'enemy') errors.push(t('defenseRules:setup.notEnemy', { deck: d.name, rule: 'ANV-4' }));
  if (config.cityDeck.deck !== 'city')
    errors.push(t('defenseRules:setup.notCity', { deck: config.cityDeck.name, rule: 'ANV-4' }));
  if (![1, 2, 3, 4].includes(config.difficulty))
    errors.push(t('defenseRules:setup.difficulty', { rule: 'ANV-8' }));
  if (errors.length > 0) return { ok: false, errors };

  const tiles: Record<string, TileInstance> = {};
  const players = config.players.map((p) => {
    const drawPile = p.deck.tiles.map((tile, i) => {
      const id = `${p.id}.${i + 1}`;
      tiles[id] = { ...tile, owner: p.id };
      return id;
    });
    return {
      id: p.id,
      name: p.name,
      faction: p.deck.id,
      hand: [],
      drawPile,
      discard: [],
      influence: 0,
      handLimit: 5,
      mulliganed: false,
    };
  });
  const enemyPile = config.enemyDecks
    .flatMap((d) => d.tiles)
    .map((tile, i) => {
      tiles[`E${i + 1}`] = tile;
      return `E${i + 1}`;
    });
  const cityPile = config.cityDeck.tiles.map((tile, i) => {
    tiles[`C${i + 1}`] = tile;
    return `C${i + 1}`;
  });
  const settings = { ...DEFAULT_DEFENSE_SETTINGS, ...config.settings };
  const variant = config.players.length === 1 && config.variant === 'standard' ? 'solo' : config.variant;
  return {
    ok: true,
    state: {
      ruleset: 'defense',
      rng: createRngState(config.seed),
      log: [],
      id: config.id ?? 'defense-1',
      ...(config.hex ? { hex: config.hex } : {}),
      settings,
      tiles,
      players,
      board: emptyBoard(),
      enemyPile,
      enemyDiscard: [],
      enemyFaction: config.enemyDecks.map((d) => d.id).join('+'),
      difficulty: config.difficulty,
      cityPile,
      cityDiscard: [],
      market: settings.cityBuildingSlotInfluence.map(() => null),
      activePlayer: 0,
      wave: 1,
      phase: 'setup',
      variant,
      passed: false,
      onslaught: false,
      turn: 0,
      dealt: false,
    },
  };
}

/** ANV-8 steps 1–3: shuffle the enemy pile (keeping anv.enemyPileSize tiles), the city pile and every faction deck; deal 5; fill the market. */
export function setUp(sink: DefenseSink): void {
  const s = sink.state;
  sink.emit(
    'DefenseStarted',
    { players: s.players.map((p) => p.id), variant: s.variant, difficulty: s.difficulty },
    ['ANV-8', 'ANV-1'],
  );
  const enemies = shuffled(sink.rng, s.enemyPile).slice(0, s.settings.enemyPileSize);
  sink.emit('PileShuffled', { pile: 'enemy', order: enemies, rngAfter: sink.rng.state() }, [
    'ANV-8',
    'ANV-4',
  ]);
  sink.emit(
    'PileShuffled',
    { pile: 'city', order: shuffled(sink.rng, s.cityPile), rngAfter: sink.rng.state() },
    ['ANV-8'],
  );
  s.players.forEach((p, index) => {
    sink.emit(
      'PileShuffled',
      { pile: 'draw', player: p.id, order: shuffled(sink.rng, p.drawPile), rngAfter: sink.rng.state() },
      ['ANV-8'],
    );
    drawTiles(sink, index, 5);
  });
  fillMarket(sink, ['ANV-8', 'ANV-14']);
}

/** ANV-8 step 2: once, the whole opening hand to the discard and 5 new tiles. */
export function mulligan(sink: DefenseSink, playerId: string): void {
  const index = sink.state.players.findIndex((p) => p.id === playerId);
  sink.emit('HandMulliganed', { player: playerId, tiles: [...sink.state.players[index]!.hand] }, [
    'ANV-8',
    'ANV-35',
  ]);
  drawTiles(sink, index, 5);
}

/** ANV-8 step 4: every player rolls a D6; only tied players roll again; the highest starts. */
export function startPlay(sink: DefenseSink): void {
  let candidates = sink.state.players.map((_, i) => i);
  while (candidates.length > 1) {
    const rolls = candidates.map((i) => sink.roll('D6', 'anv.setup', ['ANV-8'], sink.state.players[i]!.id));
    const top = Math.max(...rolls);
    candidates = candidates.filter((_, k) => rolls[k] === top);
  }
  const player = sink.state.players[candidates[0]!]!.id;
  sink.emit('StartPlayerChosen', { player }, ['ANV-8']);
  sink.emit('TurnStarted', { player, turn: 1 }, ['ANV-9']);
}
