import {
  openDefenseGameData,
  winRateGames,
  type DefenseGameFile,
  type WinRateGame,
  type WinRateQuery,
} from '../rulesets/defense';
import type { BalanceRunOptions } from './coreBalanceRun';
import { t } from '../i18n';

/** A settlement-defense setup the report plays over and over (§9): players, difficulty, variant and decks. */
export interface DefenseBalanceSetup {
  readonly ruleset: 'defense';
  /** The GM's name for it ("2 players, difficulty 3"). */
  readonly title: string;
  readonly query: Omit<WinRateQuery, 'games' | 'seed'>;
}

/** One auto-played defense game (BOT-30..37 at every seat), as the setup dialog's win-rate estimate counts it. */
export interface DefenseRunSummary extends Omit<WinRateGame, 'diceRolled'> {
  readonly index: number;
}

/** The report's setup for a win-rate query (the defense setup dialog's choices). */
export function defenseBalanceSetup(query: DefenseBalanceSetup['query']): DefenseBalanceSetup {
  return {
    ruleset: 'defense',
    title: t(`balance:defense.title.${query.variant ?? 'standard'}`, {
      count: query.players,
      difficulty: query.difficulty,
    }),
    query,
  };
}

/** The setup of a saved defense game (the document's, or a game file's): the same players, decks and difficulty. */
export function savedDefenseSetup(
  file: DefenseGameFile,
): { ok: true; setup: DefenseBalanceSetup } | { ok: false; errors: string[] } {
  const opened = openDefenseGameData(file);
  if (!opened.ok) return opened;
  const { config } = opened.game;
  return {
    ok: true,
    setup: defenseBalanceSetup({
      players: config.players.length,
      difficulty: config.difficulty,
      variant: config.variant,
      enemyDecks: config.enemyDecks,
      factionDecks: config.players.map((p) => p.deck),
      cityDeck: config.cityDeck,
    }),
  };
}

/** ANV-1: 1 to 4 players; anything else cannot be played. */
export function defenseRefusal(setup: DefenseBalanceSetup): string | undefined {
  const { players } = setup.query;
  return Number.isInteger(players) && players >= 1 && players <= 4
    ? undefined
    : t('balance:refusal.defensePlayers', { players });
}

/** The game player of a setup and base seed, made once (winRateGames builds the game before SetUp once). */
const players = new WeakMap<DefenseBalanceSetup, Map<number, ReturnType<typeof winRateGames>>>();

function playerFor(setup: DefenseBalanceSetup, baseSeed: number): ReturnType<typeof winRateGames> {
  let bySeed = players.get(setup);
  if (!bySeed) players.set(setup, (bySeed = new Map()));
  let play = bySeed.get(baseSeed);
  if (!play) bySeed.set(baseSeed, (play = winRateGames({ ...setup.query, games: 1, seed: baseSeed })));
  return play;
}

/** Game `index` of the setup with seed `baseSeed + index` (winRateGames, as the setup dialog's estimate). */
export function runDefenseBalanceGame(
  setup: DefenseBalanceSetup,
  index: number,
  options: BalanceRunOptions,
): DefenseRunSummary {
  const { cityHeld, influence, turns, finished } = playerFor(setup, options.baseSeed)(index);
  return { index, cityHeld, influence, turns, finished };
}
