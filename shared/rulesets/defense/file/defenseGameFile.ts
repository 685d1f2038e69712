import { t } from '../../../i18n';
import { z } from 'zod';
import { deckToFile, parseDeck, type Deck } from '../model/deckSchema';
import { DEFAULT_DEFENSE_SETTINGS, type DefenseState } from '../model/state';
import type { DefenseConfig } from '../engine/setup';
import { replayDefense } from './replayDefense';
import { jsonBoundsProblem } from '../../../file/jsonBounds';
import { issueSentences, type FieldNames } from '../../../kernel/issueSentence';

/**
 * Upper bounds of a saved defense game (issue 26). ANV-1: one to four players; ANV-4: one enemy deck per enemy
 * faction in the pile (the default game uses one, a club's rarely more than a few; 8 is far beyond); a game is a
 * few dozen commands (auto-play finishes one in about 40, and its own limit is 5,000), so 5,000 commands bound any
 * real game and keep a replay well under a second. Names as a deck's (DECK_BOUNDS), ids as every Hexmarch id.
 */
export const DEFENSE_GAME_BOUNDS = {
  chars: 8 * 1024 * 1024,
  enemyDecks: 8,
  commands: 5000,
  idChars: 200,
  nameChars: 100,
} as const;

const idText = z.string().min(1).max(DEFENSE_GAME_BOUNDS.idChars);
const nameText = z.string().min(1).max(DEFENSE_GAME_BOUNDS.nameChars);

/** ANV-1: where a game launched from a campaign came from (shown to the GM, used to write the result back). */
export const defenseLaunchSchema = z
  .object({
    hex: idText,
    /** The id the result carries into the campaign log (one per launch: ANV-40 records each defense once). */
    defenseId: idText,
    place: idText,
    sideId: idText,
    sideName: idText,
    players: z
      .array(z.object({ id: idText, name: idText }))
      .min(1)
      .max(4),
    /** ANV-1: the campaign's ruleset (Core settlement or Firestorm walled territory); absent = core (older files). */
    ruleset: z.enum(['core', 'firestorm']).optional(),
  })
  .strict();
export type DefenseLaunch = z.infer<typeof defenseLaunchSchema>;

const playerSchema = z.object({ id: idText, name: nameText, deck: z.unknown() }).strict();
const settingsSchema = z
  .object({
    board: z.literal('standard'),
    enemyPileSize: z.number().int().min(1).max(200),
    cityBuildingSlotInfluence: z.array(z.number().int().min(0).max(50)).length(3),
    affectsCampaign: z.boolean(),
  })
  .partial()
  .strict();

/**
 * A defense game in progress as its own file (issue 14 "save and open a game in progress"): its setup with every
 * deck written out as a deck file, and the commands played so far. Nothing else is stored: the game is replayed.
 */
export const defenseGameFileSchema = z
  .object({
    format: z.literal('hexmarch-defense-game', { error: () => t('defenseRules:file.notGame') }),
    version: z.literal(1, { error: () => t('defenseRules:file.version') }),
    config: z
      .object({
        id: idText.optional(),
        hex: z.string().max(DEFENSE_GAME_BOUNDS.idChars).optional(),
        seed: z
          .number()
          .int()
          .min(-(2 ** 31))
          .max(2 ** 31 - 1),
        players: z.array(playerSchema).min(1).max(4),
        enemyDecks: z.array(z.unknown()).min(1).max(DEFENSE_GAME_BOUNDS.enemyDecks),
        cityDeck: z.unknown(),
        difficulty: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
        variant: z.enum(['standard', 'solo', 'beginner']),
        settings: settingsSchema.optional(),
      })
      .strict(),
    commands: z.array(z.unknown()).max(DEFENSE_GAME_BOUNDS.commands),
    /** Command counts after which the GM may undo (one per button press; auto-play is one step). */
    steps: z
      .array(z.number().int().min(0).max(DEFENSE_GAME_BOUNDS.commands))
      .max(DEFENSE_GAME_BOUNDS.commands)
      .optional(),
    launch: defenseLaunchSchema.optional(),
    recorded: z.boolean().optional(),
  })
  .strict();
export type DefenseGameFile = z.input<typeof defenseGameFileSchema>;

export interface OpenedDefenseGame {
  readonly config: DefenseConfig;
  readonly commands: readonly unknown[];
  readonly steps: readonly number[];
  readonly state: DefenseState;
  readonly launch?: DefenseLaunch;
  readonly recorded: boolean;
}

/** The file of a game in progress. */
export function defenseGameFile(game: Omit<OpenedDefenseGame, 'state'>): DefenseGameFile {
  const { config } = game;
  return {
    format: 'hexmarch-defense-game',
    version: 1,
    config: {
      ...(config.id !== undefined ? { id: config.id } : {}),
      ...(config.hex !== undefined ? { hex: config.hex } : {}),
      seed: config.seed,
      players: config.players.map((p) => ({ id: p.id, name: p.name, deck: deckToFile(p.deck) })),
      enemyDecks: config.enemyDecks.map(deckToFile),
      cityDeck: deckToFile(config.cityDeck),
      difficulty: config.difficulty,
      variant: config.variant,
      settings: (({ cityBuildingSlotInfluence, ...rest }) => ({
        ...rest,
        cityBuildingSlotInfluence: [...cityBuildingSlotInfluence],
      }))({ ...DEFAULT_DEFENSE_SETTINGS, ...config.settings }),
    },
    commands: [...game.commands],
    steps: [...game.steps],
    ...(game.launch ? { launch: game.launch } : {}),
    recorded: game.recorded,
  };
}

/** Reads a saved defense game; every problem is a plain sentence naming the part of the file that is wrong. */
export function readDefenseGameFile(
  text: string,
): { ok: true; game: OpenedDefenseGame } | { ok: false; errors: string[] } {
  if (text.length > DEFENSE_GAME_BOUNDS.chars)
    return { ok: false, errors: [t('defenseRules:file.tooLarge')] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, errors: [t('defenseRules:file.notJson')] };
  }
  const format = (data as { format?: unknown } | null)?.format;
  if (format === 'hexmarch')
    return {
      ok: false,
      errors: [t('defenseRules:file.campaign')],
    };
  if (format === 'hexmarch-defense-deck') return { ok: false, errors: [t('defenseRules:file.deck')] };
  return openDefenseGameData(data);
}

/** Nesting, size and text bounds of a saved game's JSON (decks included) before its schema (jsonBounds.ts). */
const GAME_JSON_BOUNDS = {
  maxDepth: 10,
  maxNodes: 500_000,
  maxStringChars: 2000,
  maxListItems: DEFENSE_GAME_BOUNDS.commands,
} as const;

/** The saved game's fields as the defense screen names them (issue 26: messages in the GM's words, issue 32). */
const gameFieldNames = (): FieldNames => ({
  format: t('defenseRules:field.format'),
  version: t('defenseRules:field.version'),
  'config.difficulty': t('defenseRules:field.difficulty'),
  'config.variant': t('defenseRules:field.variant'),
  'config.seed': t('defenseRules:field.seed'),
  'config.players': t('defenseRules:field.players'),
  'config.players.id': t('defenseRules:field.playerId'),
  'config.players.name': t('defenseRules:field.playerName'),
  'config.enemyDecks': t('defenseRules:field.enemyDecks'),
  'config.settings.enemyPileSize': t('defenseRules:field.enemyPileSize'),
  'config.settings.cityBuildingSlotInfluence': t('defenseRules:field.slotInfluence'),
  commands: t('defenseRules:field.commands'),
  steps: t('defenseRules:field.steps'),
  launch: t('defenseRules:field.launch'),
});

/**
 * Games already opened, by the very object they were opened from: the loader opens a campaign's defense game
 * before the document reaches the store, so the store's reducer finds it here instead of replaying it again
 * (issue 26: nothing heavy inside a reducer). Documents are immutable, so an object opens the same every time.
 */
const opened = new WeakMap<object, ReturnType<typeof openDefenseGameData>>();

/** A saved game's data (from its own file, or from a campaign file's `defenseGame`) checked and replayed. */
export function openDefenseGameData(
  data: unknown,
): { ok: true; game: OpenedDefenseGame } | { ok: false; errors: string[] } {
  if (typeof data !== 'object' || data === null) return openUncached(data);
  const known = opened.get(data);
  if (known) return known;
  const result = openUncached(data);
  opened.set(data, result);
  return result;
}

function openUncached(
  data: unknown,
): { ok: true; game: OpenedDefenseGame } | { ok: false; errors: string[] } {
  const bounds = jsonBoundsProblem(data, GAME_JSON_BOUNDS);
  if (bounds)
    return {
      ok: false,
      errors: [t('defenseRules:file.damagedAt', { where: bounds.where, problem: bounds.problem })],
    };
  const parsed = defenseGameFileSchema.safeParse(data);
  if (!parsed.success)
    return {
      ok: false,
      errors: [
        t('defenseRules:file.damaged', {
          problems: issueSentences(parsed.error, t('defenseRules:file.theGame'), data, 3, gameFieldNames()),
        }),
      ],
    };
  const file = parsed.data;
  const errors: string[] = [];
  const deck = (raw: unknown, where: string): Deck | undefined => {
    const result = parseDeck(raw);
    if (result.ok) return result.deck;
    errors.push(...result.errors.map((problem) => t('defenseRules:file.deckProblem', { where, problem })));
    return undefined;
  };
  const players = file.config.players.map((p) => ({
    id: p.id,
    name: p.name,
    deck: deck(p.deck, t('defenseRules:file.playerDeck', { player: p.name })),
  }));
  const enemyDecks = file.config.enemyDecks.map((d, i) =>
    deck(d, t('defenseRules:file.enemyDeck', { n: i + 1 })),
  );
  const cityDeck = deck(file.config.cityDeck, t('defenseRules:file.cityDeck'));
  if (errors.length > 0) return { ok: false, errors };
  const config: DefenseConfig = {
    ...file.config,
    players: players.map((p) => ({ ...p, deck: p.deck! })),
    enemyDecks: enemyDecks.map((d) => d!),
    cityDeck: cityDeck!,
  };
  const replayed = replayDefense(config, file.commands);
  if (!replayed.ok) return replayed;
  const steps = (file.steps ?? file.commands.map((_, i) => i + 1)).filter((n) => n <= file.commands.length);
  return {
    ok: true,
    game: {
      config,
      commands: file.commands,
      steps,
      state: replayed.state,
      ...(file.launch ? { launch: file.launch } : {}),
      recorded: file.recorded ?? false,
    },
  };
}
