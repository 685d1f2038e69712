import {
  DEFAULT_CITY_DECK,
  DEFAULT_CITY_FILE,
  DEFAULT_ENEMY_DECKS,
  DEFAULT_FACTION_DECKS,
  deckToFile,
  parseDeck,
} from '@shared/rulesets/defense';
import { describe, expect, it } from 'vitest';

describe('defense deck files (ANV-4..7)', () => {
  it('ships 20-tile faction decks, 16–18-tile enemy decks and a 20-tile city deck', () => {
    for (const deck of DEFAULT_FACTION_DECKS) expect(deck.tiles, deck.name).toHaveLength(20);
    for (const deck of DEFAULT_ENEMY_DECKS) expect(deck.tiles.length, deck.name).toBeGreaterThanOrEqual(16);
    expect(DEFAULT_CITY_DECK.tiles).toHaveLength(20);
  });

  it('parses effects into the closed typed vocabulary and writes them back', () => {
    const parsed = parseDeck(DEFAULT_CITY_FILE);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const citadel = parsed.deck.tiles.find((t) => t.name === 'Citadel')!;
    expect(citadel.effects).toEqual([
      { kind: 'AURA_ATTACK', n: 1 },
      { kind: 'INFLUENCE_ON_ASSAULT_END', n: 1 },
    ]);
    const again = parseDeck(deckToFile(parsed.deck));
    expect(again.ok && again.deck).toEqual(parsed.deck);
  });

  it('refuses a malformed deck with plain messages naming the tile and the field', () => {
    const result = parseDeck({
      format: 'hexmarch-defense-deck',
      version: 1,
      id: 'mine',
      name: 'Mine',
      deck: 'faction',
      tiles: [
        {
          kind: 'unit',
          name: 'Spearmen',
          cost: 2,
          provides: { resource: 'manpower', amount: 1 },
          melee: 'd7',
        },
        {
          kind: 'building',
          name: 'Tower',
          cost: 1,
          provides: { resource: 'stone', amount: 1 },
          effects: ['FLY(2)'],
        },
        { kind: 'unit', name: 'Nobody', cost: 1, provides: { resource: 'gold', amount: 1 } },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual(
      expect.stringMatching(/^tile 1 "Spearmen": melee: must be one of d4, d6/),
    );
    expect(result.errors).toContainEqual(
      expect.stringMatching(/^tile 2 "Tower": effects #1: "FLY\(2\)" is not an effect/),
    );
    expect(result.errors).toContainEqual(
      expect.stringMatching(/^tile 3 "Nobody": melee: a unit needs a ranged or a melee die/),
    );
  });

  it('refuses a tile of the wrong kind for the deck', () => {
    const result = parseDeck({ ...DEFAULT_CITY_FILE, tiles: [{ kind: 'enemy', name: 'Grot', strength: 2 }] });
    expect(result).toEqual({
      ok: false,
      errors: ['tile 1 "Grot": kind: a city deck holds city tiles, not enemy'],
    });
  });
});
