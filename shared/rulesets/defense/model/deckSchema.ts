import { z } from 'zod';
import { DEFENSE_DICE, EFFECT_KINDS, RESOURCES, parseEffect, type DefenseTile, type Effect } from './tiles';

/**
 * ANV-5..7 as a deck file: what a GM edits and saves so a club can recreate its own faction decks. Effects are
 * written as in RULES.md ("AURA_ATTACK(1)") and parsed into the closed typed union; a malformed deck is refused with
 * a plain message naming the tile and the field.
 */
const effectText = z.string().transform((text, ctx): Effect => {
  const effect = parseEffect(text);
  if (!effect) {
    ctx.addIssue({
      code: 'custom',
      message: `"${text}" is not an effect the engine knows; write one of ${EFFECT_KINDS.map((k) => `${k}(n)`).join(', ')} (ANV-7)`,
    });
    return z.NEVER;
  }
  return effect;
});

const amount = z.number().int().min(0).max(20);
const die = z.enum(DEFENSE_DICE, { message: `must be one of ${DEFENSE_DICE.join(', ')}` });
const provides = z.object({
  resource: z.enum(RESOURCES, { message: `must be one of ${RESOURCES.join(', ')}` }),
  amount: z.number().int().min(1).max(5),
});
const common = {
  name: z.string().trim().min(1, 'needs a name'),
  effects: z.array(effectText).default([]),
  text: z.string().optional(),
  copies: z.number().int().min(1).max(20).default(1),
};

const unitSchema = z
  .object({
    kind: z.literal('unit'),
    ...common,
    cost: amount,
    provides,
    ranged: die.optional(),
    melee: die.optional(),
    attackMod: z.number().int().min(-5).max(5).default(0),
    rerolls: z.number().int().min(0).max(3).default(0),
    keywords: z.array(z.enum(['LEADER', 'MONSTER'])).default([]),
  })
  .strict()
  .refine((u) => u.ranged !== undefined || u.melee !== undefined, {
    message: 'a unit needs a ranged or a melee die, or both (ANV-5)',
    path: ['melee'],
  });
const buildingSchema = z.object({ kind: z.literal('building'), ...common, cost: amount, provides }).strict();
const citySchema = z.object({ kind: z.literal('city'), ...common, cost: amount }).strict();
const enemySchema = z
  .object({
    kind: z.literal('enemy'),
    ...common,
    strength: z.number().int().min(1).max(30),
    keywords: z.array(z.enum(['MAGIC', 'LEADER', 'MONSTER'])).default([]),
  })
  .strict();

const tileSchema = z.discriminatedUnion('kind', [unitSchema, buildingSchema, citySchema, enemySchema], {
  message: 'kind must be unit, building, city or enemy',
});
export type DeckTileInput = z.input<typeof tileSchema>;

export const DECK_KINDS = ['faction', 'enemy', 'city'] as const;
export type DeckKind = (typeof DECK_KINDS)[number];
const ALLOWED: Record<DeckKind, readonly string[]> = {
  faction: ['unit', 'building'],
  enemy: ['enemy'],
  city: ['city'],
};

export const deckFileSchema = z
  .object({
    format: z.literal('hexmarch-defense-deck'),
    version: z.literal(1),
    id: z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes'),
    name: z.string().trim().min(1, 'needs a name'),
    deck: z.enum(DECK_KINDS),
    tiles: z.array(tileSchema).min(1, 'a deck needs at least one tile'),
  })
  .strict();
export type DeckFileInput = z.input<typeof deckFileSchema>;

/** A parsed deck: its tiles expanded (copies) into the models of tiles.ts. */
export interface Deck {
  readonly id: string;
  readonly name: string;
  readonly deck: DeckKind;
  readonly tiles: readonly DefenseTile[];
}

function toTile(input: z.output<typeof tileSchema>): DefenseTile {
  const { copies: _copies, ...rest } = input;
  switch (rest.kind) {
    case 'unit':
      return { ...rest, cost: { resource: 'manpower', amount: rest.cost } };
    case 'building':
      return { ...rest, cost: { resource: 'stone', amount: rest.cost } };
    case 'city':
      return { ...rest, cost: { resource: 'gold', amount: rest.cost } };
    case 'enemy':
      return rest;
  }
}

/** Parses a deck file; errors are plain sentences naming the tile (number and name) and the field. */
export function parseDeck(data: unknown): { ok: true; deck: Deck } | { ok: false; errors: string[] } {
  const parsed = deckFileSchema.safeParse(data);
  if (!parsed.success) {
    const tiles = (data as { tiles?: unknown })?.tiles;
    return { ok: false, errors: parsed.error.issues.map((issue) => describeIssue(issue, tiles)) };
  }
  const file = parsed.data;
  const errors: string[] = [];
  file.tiles.forEach((tile, i) => {
    if (!ALLOWED[file.deck].includes(tile.kind))
      errors.push(
        `tile ${i + 1} "${tile.name}": kind: a ${file.deck} deck holds ${ALLOWED[file.deck].join(' and ')} tiles, not ${tile.kind}`,
      );
  });
  if (errors.length > 0) return { ok: false, errors };
  const tiles = file.tiles.flatMap((tile) => Array.from({ length: tile.copies }, () => toTile(tile)));
  return { ok: true, deck: { id: file.id, name: file.name, deck: file.deck, tiles } };
}

function describeIssue(issue: z.core.$ZodIssue, tiles: unknown): string {
  const [head, index, ...field] = issue.path;
  if (head === 'tiles' && typeof index === 'number') {
    const raw = Array.isArray(tiles) ? (tiles[index] as { name?: unknown } | undefined) : undefined;
    const name = typeof raw?.name === 'string' && raw.name.trim() ? ` "${raw.name}"` : '';
    const where = field.length > 0 ? field.join('.') : 'tile';
    const message =
      issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}` : issue.message;
    return `tile ${index + 1}${name}: ${where}: ${message}`;
  }
  return `${issue.path.length > 0 ? issue.path.join('.') : 'deck'}: ${issue.message}`;
}

/** The deck file of a deck (the inverse of parseDeck, copies kept as separate entries). */
export function deckToFile(deck: Deck): DeckFileInput {
  return {
    format: 'hexmarch-defense-deck',
    version: 1,
    id: deck.id,
    name: deck.name,
    deck: deck.deck,
    tiles: deck.tiles.map((tile) => {
      const effects = tile.effects.map((e) => `${e.kind}(${e.n})`);
      if (tile.kind === 'enemy') return { ...tile, keywords: [...tile.keywords], effects };
      if (tile.kind === 'unit')
        return { ...tile, keywords: [...tile.keywords], cost: tile.cost.amount, effects };
      return { ...tile, cost: tile.cost.amount, effects };
    }),
  };
}
