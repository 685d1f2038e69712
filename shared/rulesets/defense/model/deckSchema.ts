import { t } from '../../../i18n';
import { z } from 'zod';
import { issuePredicate } from '../../../kernel/issueSentence';
import { jsonBoundsProblem } from '../../../file/jsonBounds';
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
      message: t('defenseRules:deck.effect', {
        text,
        known: EFFECT_KINDS.map((k) => `${k}(n)`).join(', '),
        rule: 'ANV-7',
      }),
    });
    return z.NEVER;
  }
  return effect;
});

/** A whole number in [min, max], refused in a sentence a GM reads ("must be a whole number from 0 to 20"). */
const whole = (min: number, max: number) => {
  // Made when a value is refused, so the sentence is in the language of that moment (issue 32).
  const error = () => t('defenseRules:deck.whole', { min, max });
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const amount = whole(0, 20);
const die = z.enum(DEFENSE_DICE, {
  error: () => t('defenseRules:deck.oneOf', { values: DEFENSE_DICE.join(', ') }),
});
const provides = z.object(
  {
    resource: z.enum(RESOURCES, {
      error: () => t('defenseRules:deck.oneOf', { values: RESOURCES.join(', ') }),
    }),
    amount: whole(1, 5),
  },
  { error: () => t('defenseRules:deck.provides', { rule: 'ANV-5' }) },
);
/**
 * Upper bounds of a deck file (issue 26), from ANV-4: a faction deck holds 20 tiles, the enemy pile
 * `anv.enemyPileSize` (16 by default, at most 200 in a saved game) and the city-building pile 20. A tile carries a
 * handful of ANV-7 effects (the default decks: at most two). Decision: 200 tile entries, 1,000 tiles once copies are
 * counted, 10 effects per tile, names of 100 and texts of 2,000 characters: far beyond any real deck, small enough
 * that a deck opens, and a game built from it plays, in milliseconds.
 */
export const DECK_BOUNDS = {
  chars: 1024 * 1024,
  entries: 200,
  tiles: 1000,
  effects: 10,
  nameChars: 100,
  textChars: 2000,
} as const;

const needsName = () => t('defenseRules:deck.needsName');
const atMost = (max: number) => () => t('defenseRules:deck.atMostChars', { max });
const name = z
  .string({ error: needsName })
  .trim()
  .min(1, { error: needsName })
  .max(DECK_BOUNDS.nameChars, { error: atMost(DECK_BOUNDS.nameChars) });
const common = {
  name,
  effects: z
    .array(effectText, { error: () => t('defenseRules:deck.effectList') })
    .max(DECK_BOUNDS.effects, {
      error: () => t('defenseRules:deck.effectsMax', { max: DECK_BOUNDS.effects }),
    })
    .default([]),
  text: z
    .string({ error: () => t('defenseRules:deck.text') })
    .max(DECK_BOUNDS.textChars, { error: atMost(DECK_BOUNDS.textChars) })
    .optional(),
  copies: whole(1, 20).default(1),
};

const unitSchema = z
  .object({
    kind: z.literal('unit'),
    ...common,
    cost: amount,
    provides,
    ranged: die.optional(),
    melee: die.optional(),
    attackMod: whole(-5, 5).default(0),
    rerolls: whole(0, 3).default(0),
    keywords: z
      .array(z.enum(['LEADER', 'MONSTER']))
      .max(2, { error: () => t('defenseRules:deck.keywordOnce') })
      .default([]),
  })
  .strict()
  .refine((u) => u.ranged !== undefined || u.melee !== undefined, {
    error: () => t('defenseRules:deck.needsDie', { rule: 'ANV-5' }),
    path: ['melee'],
  });
const buildingSchema = z.object({ kind: z.literal('building'), ...common, cost: amount, provides }).strict();
const citySchema = z.object({ kind: z.literal('city'), ...common, cost: amount }).strict();
const enemySchema = z
  .object({
    kind: z.literal('enemy'),
    ...common,
    strength: whole(1, 30),
    keywords: z
      .array(z.enum(['MAGIC', 'LEADER', 'MONSTER']))
      .max(3, { error: () => t('defenseRules:deck.keywordOnce') })
      .default([]),
  })
  .strict();

const tileSchema = z.discriminatedUnion('kind', [unitSchema, buildingSchema, citySchema, enemySchema], {
  error: () => t('defenseRules:deck.kindWord'),
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
    id: z
      .string()
      .max(DECK_BOUNDS.nameChars, { error: atMost(DECK_BOUNDS.nameChars) })
      .regex(/^[a-z0-9-]+$/, { error: () => t('defenseRules:deck.idForm') }),
    name,
    deck: z.enum(DECK_KINDS),
    tiles: z
      .array(tileSchema)
      .min(1, { error: () => t('defenseRules:deck.noTile') })
      .max(DECK_BOUNDS.entries, {
        error: () => t('defenseRules:deck.tilesMax', { max: DECK_BOUNDS.entries }),
      }),
  })
  .strict();
export type DeckFileInput = z.input<typeof deckFileSchema>;

/** Nesting, size and text bounds of a deck's JSON before its schema (jsonBounds.ts, issue 26). */
const DECK_JSON_BOUNDS = {
  maxDepth: 6,
  maxNodes: 100_000,
  maxStringChars: DECK_BOUNDS.textChars,
  maxListItems: DECK_BOUNDS.tiles,
} as const;

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

/** One thing wrong with a deck file, for the editor to mark the field and for the GM to read. */
export interface DeckIssue {
  /** 0-based index of the tile in the file, when the issue is about a tile. */
  readonly tile?: number;
  /** The field as the editor names it ("melee", "provides.amount", "effects #2"); "tile" or "deck" otherwise. */
  readonly field: string;
  /** The whole sentence: 'tile 3 "Spearmen": melee: must be one of d4, d6, d8, d10, d12'. */
  readonly text: string;
}

/** Parses a deck file; errors are plain sentences naming the tile (number and name) and the field. */
export function parseDeck(data: unknown): { ok: true; deck: Deck } | { ok: false; errors: string[] } {
  const checked = checkDeck(data);
  return checked.ok ? checked : { ok: false, errors: checked.issues.map((issue) => issue.text) };
}

/** parseDeck with the issues kept apart by tile and field (the deck editor marks them). */
export function checkDeck(data: unknown): { ok: true; deck: Deck } | { ok: false; issues: DeckIssue[] } {
  const bounds = jsonBoundsProblem(data, DECK_JSON_BOUNDS);
  if (bounds)
    return {
      ok: false,
      issues: [
        {
          field: 'deck',
          text: t('defenseRules:deck.damagedAt', {
            where: bounds.where.replace(/^document/, t('defenseRules:deck.theDeck')),
            problem: bounds.problem,
          }),
        },
      ],
    };
  const parsed = deckFileSchema.safeParse(data);
  const tiles = (data as { tiles?: unknown } | null)?.tiles;
  if (!parsed.success)
    return { ok: false, issues: parsed.error.issues.slice(0, 20).map((issue) => describeIssue(issue, data)) };
  const file = parsed.data;
  const issues: DeckIssue[] = [];
  file.tiles.forEach((tile, i) => {
    if (!ALLOWED[file.deck].includes(tile.kind))
      issues.push(
        tileIssue(
          i,
          tiles,
          'kind',
          t(`defenseRules:deck.wrongKind_${file.deck}`, { kind: t(`defenseRules:deck.kind.${tile.kind}`) }),
        ),
      );
  });
  const total = file.tiles.reduce((sum, tile) => sum + tile.copies, 0);
  if (total > DECK_BOUNDS.tiles)
    issues.push({
      field: 'tiles',
      text: t('defenseRules:deck.tooMany', { total, max: DECK_BOUNDS.tiles, rule: 'ANV-4' }),
    });
  if (issues.length > 0) return { ok: false, issues };
  const expanded = file.tiles.flatMap((tile) => Array.from({ length: tile.copies }, () => toTile(tile)));
  return { ok: true, deck: { id: file.id, name: file.name, deck: file.deck, tiles: expanded } };
}

/** A path as the GM reads it: list positions count from 1 ("effects #2"). */
const fieldName = (path: readonly PropertyKey[]): string =>
  path
    .map((key, i) =>
      typeof key === 'number' ? `${i > 0 ? ' ' : ''}#${key + 1}` : `${i > 0 ? '.' : ''}${String(key)}`,
    )
    .join('');

function tileIssue(index: number, tiles: unknown, field: string, message: string): DeckIssue {
  const raw = Array.isArray(tiles) ? (tiles[index] as { name?: unknown } | undefined) : undefined;
  const name = typeof raw?.name === 'string' ? raw.name.trim() : '';
  // A field is the deck file's own word ("melee"); the tile as a whole is named in the GM's language.
  const shown = field === 'tile' ? t('defenseRules:deck.tileWord') : field;
  const text = name
    ? t('defenseRules:deck.tileIssueNamed', { n: index + 1, name, field: shown, message })
    : t('defenseRules:deck.tileIssue', { n: index + 1, field: shown, message });
  return { tile: index, field, text };
}

function describeIssue(issue: z.core.$ZodIssue, data: unknown): DeckIssue {
  const tiles = (data as { tiles?: unknown } | null)?.tiles;
  const [head, index, ...field] = issue.path;
  const message =
    issue.code === 'unrecognized_keys'
      ? t('defenseRules:deck.unknownFields', { count: issue.keys.length, fields: issue.keys.join(', ') })
      : issuePredicate(issue, data);
  if (head === 'tiles' && typeof index === 'number')
    return tileIssue(index, tiles, field.length > 0 ? fieldName(field) : 'tile', message);
  const where = issue.path.length > 0 ? fieldName(issue.path) : 'deck';
  return {
    field: where,
    text: t('defenseRules:deck.fieldIssue', {
      field: issue.path.length > 0 ? where : t('defenseRules:deck.deckWord'),
      message,
    }),
  };
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
