import { t } from '../../../i18n';
import type { DeckFileInput, DeckKind, DeckTileInput } from '../model/deckSchema';

/**
 * A deck being edited (issue 14 "tiles as data a GM can edit"): the deck file itself, so what the GM sees is what
 * is saved, and a half-typed tile is kept as typed (the schema of deckSchema.ts says what is wrong with it). Every
 * operation returns a new draft: the editor's undo-free React state and the store stay plain JSON.
 */
export type DeckDraft = DeckFileInput;
export type TileKind = DeckTileInput['kind'];

/** ANV-4..7: which tile kinds each kind of deck holds. */
export const TILE_KINDS_OF: Readonly<Record<DeckKind, readonly TileKind[]>> = {
  faction: ['unit', 'building'],
  enemy: ['enemy'],
  city: ['city'],
};

/** A new tile that already passes the schema, so "Add" never starts with a message (ANV-5..7 defaults). */
export function blankTile(kind: TileKind, number: number): DeckTileInput {
  switch (kind) {
    case 'unit':
      return {
        kind,
        name: t('decks:blank.unit', { n: number }),
        cost: 2,
        provides: { resource: 'manpower', amount: 1 },
        melee: 'd6',
        copies: 1,
      };
    case 'building':
      return {
        kind,
        name: t('decks:blank.building', { n: number }),
        cost: 2,
        provides: { resource: 'stone', amount: 1 },
        effects: [],
        copies: 1,
      };
    case 'city':
      return { kind, name: t('decks:blank.city', { n: number }), cost: 2, effects: [], copies: 1 };
    case 'enemy':
      return { kind, name: t('decks:blank.enemy', { n: number }), strength: 3, keywords: [], copies: 1 };
  }
}

/** An empty deck of a kind, with one blank tile (a deck needs one, ANV-4). */
export function newDeckDraft(deck: DeckKind, name: string): DeckDraft {
  return {
    format: 'hexmarch-defense-deck',
    version: 1,
    id: deckIdOf(name),
    name,
    deck,
    tiles: [blankTile(TILE_KINDS_OF[deck][0]!, 1)],
  };
}

/** A deck id from its name ("Iron Wardens (ours)" → "iron-wardens-ours"), as deckFileSchema wants ids. */
export const deckIdOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'deck';

export const addTile = (draft: DeckDraft, kind: TileKind): DeckDraft => ({
  ...draft,
  tiles: [...draft.tiles, blankTile(kind, draft.tiles.length + 1)],
});

export const replaceTile = (draft: DeckDraft, index: number, tile: DeckTileInput): DeckDraft => ({
  ...draft,
  tiles: draft.tiles.map((t, i) => (i === index ? tile : t)),
});

export const removeTile = (draft: DeckDraft, index: number): DeckDraft => ({
  ...draft,
  tiles: draft.tiles.filter((_, i) => i !== index),
});

/** How many tiles the deck puts in play (copies counted): ANV-4's 20-tile faction deck is a guide, not a rule. */
export const tileCount = (draft: DeckDraft): number =>
  draft.tiles.reduce((n, t) => n + (Number.isInteger(t.copies) ? (t.copies as number) : 1), 0);
