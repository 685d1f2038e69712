import {
  DEFAULT_FACTION_FILES,
  TILE_KINDS_OF,
  addTile,
  blankTile,
  checkDeck,
  createDefenseGame,
  deckIdOf,
  DEFAULT_CITY_DECK,
  DEFAULT_ENEMY_DECKS,
  newDeckDraft,
  parseDeck,
  removeTile,
  replaceTile,
  tileCount,
  type DeckDraft,
  type DeckTileInput,
} from '@shared/rulesets/defense';
import { describe, expect, it } from 'vitest';

const wardens = (): DeckDraft => JSON.parse(JSON.stringify(DEFAULT_FACTION_FILES[0])) as DeckDraft;

describe('deck drafts: the tile/deck editor operations (issue 14, ANV-4..7)', () => {
  it('adds blank tiles of every kind that the schema accepts at once', () => {
    for (const deck of ['faction', 'enemy', 'city'] as const) {
      let draft = newDeckDraft(deck, 'Our deck');
      expect(draft.id).toBe('our-deck');
      for (const kind of TILE_KINDS_OF[deck]) draft = addTile(draft, kind);
      const checked = checkDeck(draft);
      expect(checked.ok, JSON.stringify(checked)).toBe(true);
    }
  });

  it('edits a tile, and the parsed deck plays it (copies expanded)', () => {
    const draft = wardens();
    const before = tileCount(draft);
    const shield = draft.tiles[0]!;
    const edited = replaceTile(draft, 0, { ...shield, name: 'Pikemen', cost: 1, copies: 4 } as DeckTileInput);
    expect(tileCount(edited)).toBe(before + 1);
    const parsed = parseDeck(edited);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.deck.tiles.filter((t) => t.name === 'Pikemen')).toHaveLength(4);
    expect(parsed.deck.tiles.find((t) => t.name === 'Pikemen')).toMatchObject({
      kind: 'unit',
      cost: { resource: 'manpower', amount: 1 },
    });
    // The original draft is untouched (the editor keeps what the GM had until a yes).
    expect(draft.tiles[0]!.name).toBe('Shield Wall');
  });

  it('names the tile and the field of every mistake, and says nothing of the good tiles', () => {
    let draft = wardens();
    draft = replaceTile(draft, 1, { ...draft.tiles[1]!, cost: Number.NaN } as DeckTileInput);
    draft = replaceTile(draft, 2, { ...draft.tiles[2]!, effects: ['AURA_ATTACK(1)', 'FLY(2)'] });
    draft = addTile(draft, 'unit');
    const last = draft.tiles.length - 1;
    const { melee: _melee, ...noDice } = draft.tiles[last] as Record<string, unknown>;
    draft = replaceTile(draft, last, { ...(noDice as (typeof draft.tiles)[number]), name: 'Ghost' });
    const checked = checkDeck(draft);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues.map((i) => [i.tile, i.field])).toEqual([
      [1, 'cost'],
      [2, 'effects #2'],
      [last, 'melee'],
    ]);
    expect(checked.issues[0]!.text).toBe('tile 2 "Crossbowmen": cost: must be a whole number from 0 to 20');
    expect(checked.issues[1]!.text).toMatch(/^tile 3 "Halberdiers": effects #2: "FLY\(2\)" is not an effect/);
    expect(checked.issues[2]!.text).toMatch(/^tile \d+ "Ghost": melee: a unit needs a ranged or a melee die/);
  });

  it('refuses an empty deck, a deck without a name, and a tile of the wrong kind', () => {
    let draft = newDeckDraft('enemy', 'Raiders');
    draft = removeTile(draft, 0);
    expect(checkDeck(draft)).toMatchObject({ ok: false, issues: [{ field: 'tiles' }] });
    draft = { ...addTile(draft, 'enemy'), name: ' ' };
    expect(checkDeck(draft)).toMatchObject({
      ok: false,
      issues: [{ field: 'name', text: 'name: needs a name' }],
    });
    const wrong = { ...newDeckDraft('city', 'Town'), tiles: [blankTile('enemy', 1)] };
    expect(checkDeck(wrong)).toMatchObject({
      ok: false,
      issues: [
        {
          tile: 0,
          field: 'kind',
          text: 'tile 1 "New enemy 1": kind: a city deck holds city tiles, not enemy',
        },
      ],
    });
  });

  it('makes ids the file schema accepts from any deck name', () => {
    expect(deckIdOf('Iron Wardens (ours!)')).toBe('iron-wardens-ours');
    expect(deckIdOf('  ')).toBe('deck');
  });

  it('sets up a game with an edited deck (ANV-8)', () => {
    const edited = replaceTile(wardens(), 0, { ...wardens().tiles[0]!, name: 'Pikemen' });
    const parsed = parseDeck({ ...edited, name: 'Pike Company', id: 'pike-company' });
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    const created = createDefenseGame({
      seed: 3,
      players: [{ id: 'P1', name: 'Anna', deck: parsed.deck }],
      enemyDecks: [DEFAULT_ENEMY_DECKS[0]!],
      cityDeck: DEFAULT_CITY_DECK,
      difficulty: 1,
      variant: 'solo',
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.state.players[0]!.faction).toBe('pike-company');
    expect(Object.values(created.state.tiles).filter((t) => t.name === 'Pikemen')).toHaveLength(3);
  });
});
