import { z } from 'zod';
import { deckToFile, parseDeck, type Deck } from '../model/deckSchema';
import { DEFAULT_DEFENSE_SETTINGS, type DefenseState } from '../model/state';
import type { DefenseConfig } from '../engine/setup';
import { replayDefense } from './replayDefense';

/** ANV-1: where a game launched from a campaign came from (shown to the GM, used to write the result back). */
export const defenseLaunchSchema = z
  .object({
    hex: z.string().min(1),
    /** The id the result carries into the campaign log (one per launch: ANV-40 records each defense once). */
    defenseId: z.string().min(1).max(200),
    place: z.string().min(1),
    sideId: z.string().min(1),
    sideName: z.string().min(1),
    players: z.array(z.object({ id: z.string().min(1), name: z.string().min(1) })).min(1),
    /** ANV-1: the campaign's ruleset (Core settlement or Firestorm walled territory); absent = core (older files). */
    ruleset: z.enum(['core', 'firestorm']).optional(),
  })
  .strict();
export type DefenseLaunch = z.infer<typeof defenseLaunchSchema>;

const playerSchema = z.object({ id: z.string().min(1), name: z.string().min(1), deck: z.unknown() }).strict();
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
    format: z.literal('hexmarch-defense-game', { message: 'is not a saved defense game' }),
    version: z.literal(1, { message: 'this version of Hexmarch reads defense games of version 1' }),
    config: z
      .object({
        id: z.string().min(1).optional(),
        hex: z.string().optional(),
        seed: z.number().int(),
        players: z.array(playerSchema).min(1).max(4),
        enemyDecks: z.array(z.unknown()).min(1),
        cityDeck: z.unknown(),
        difficulty: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
        variant: z.enum(['standard', 'solo', 'beginner']),
        settings: settingsSchema.optional(),
      })
      .strict(),
    commands: z.array(z.unknown()).max(100_000),
    /** Command counts after which the GM may undo (one per button press; auto-play is one step). */
    steps: z.array(z.number().int().min(0)).optional(),
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
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, errors: ['The file is not a saved defense game: it is not JSON text.'] };
  }
  const format = (data as { format?: unknown } | null)?.format;
  if (format === 'hexmarch')
    return {
      ok: false,
      errors: ['This is a campaign file, not a saved defense game: open it with Open… in the campaign.'],
    };
  if (format === 'hexmarch-defense-deck')
    return { ok: false, errors: ['This is a deck file, not a saved game: open it in the setup as a deck.'] };
  return openDefenseGameData(data);
}

/** A saved game's data (from its own file, or from a campaign file's `defenseGame`) checked and replayed. */
export function openDefenseGameData(
  data: unknown,
): { ok: true; game: OpenedDefenseGame } | { ok: false; errors: string[] } {
  const parsed = defenseGameFileSchema.safeParse(data);
  if (!parsed.success)
    return {
      ok: false,
      errors: parsed.error.issues.map(
        (i) => `${i.path.length > 0 ? i.path.join('.') : 'file'}: ${i.message}`,
      ),
    };
  const file = parsed.data;
  const errors: string[] = [];
  const deck = (raw: unknown, where: string): Deck | undefined => {
    const result = parseDeck(raw);
    if (result.ok) return result.deck;
    errors.push(...result.errors.map((e) => `${where}: ${e}`));
    return undefined;
  };
  const players = file.config.players.map((p) => ({
    id: p.id,
    name: p.name,
    deck: deck(p.deck, `${p.name}'s deck`),
  }));
  const enemyDecks = file.config.enemyDecks.map((d, i) => deck(d, `enemy deck ${i + 1}`));
  const cityDeck = deck(file.config.cityDeck, 'the city-building deck');
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
