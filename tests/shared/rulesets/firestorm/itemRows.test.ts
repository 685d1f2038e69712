import { describe, expect, it } from 'vitest';
import { ITEMS, SIEGE_LEVELS, itemsWith } from '@shared/rulesets/firestorm/model/items';
import { DEFENDABLE_ITEMS } from '@shared/rulesets/firestorm';

/** Issue 25: an item's effects are fields of its row in ITEMS, and the rule tables the engine reads follow from them. */
describe('the Firestorm item rows', () => {
  it('give SIEGE-1 its levels and the settlement defense its items, weakest first', () => {
    expect(SIEGE_LEVELS).toEqual({ lordsTower: 3, walledSettlement: 1, stronghold: 2 });
    expect(DEFENDABLE_ITEMS).toEqual(['walledSettlement', 'stronghold', 'lordsTower']);
  });

  it('name the items each rule reads: FS-ALLY-2, FS-BUILD-3, FS-ORDER-1, FS-BP-3, FS-BATTLE-6', () => {
    expect(itemsWith('blocksBuilding')).toEqual(['lordsTower']);
    expect(itemsWith('blocksFortify')).toEqual(['lordsTower', 'stronghold']);
    expect(itemsWith('commandPoints')).toEqual(['lordsTower']);
    expect(itemsWith('buildIncome').map((t) => [t, ITEMS[t].buildIncome])).toEqual([
      ['forge', 1],
      ['foundry', 2],
    ]);
    expect(
      Object.entries(ITEMS)
        .filter(([, row]) => !row.razable)
        .map(([type]) => type),
    ).toEqual(['lordsTower']);
  });

  it('rank scatter destinations as BOT-12 does (FS-SCATTER-1, FS-ALLY-3)', () => {
    expect(ITEMS.lordsTower.scatter).toEqual({ rank: 0 });
    expect(ITEMS.stronghold.scatter).toEqual({ rank: 1 });
    for (const type of ['musteringGround', 'barracks', 'warLodge'] as const)
      expect(ITEMS[type].scatter).toEqual({ rank: 2, alliance: 'Death' });
  });
});
