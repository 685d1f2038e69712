import { describe, expect, it } from 'vitest';
import { setAssaultValues } from '@shared/mapedit';
import { at, smallMap, withSettlement } from './smallMap';

const base = () => smallMap(5, 3, ['ooooo', 'ooooo', 'ooooo']);

describe('setAssaultValues (ASLT-3, DATA-2 settlement.assault)', () => {
  it("sets a fortress's unit capacity and breaches, and null goes back to the defaults", () => {
    const fortress = withSettlement(base(), at(2, 1), 'fortress');
    const set = setAssaultValues(fortress, at(2, 1), { unitCapacity: 4, breaches: 2 });
    if (!set.ok) throw new Error(set.error);
    expect(set.value.hexes[at(2, 1)]!.settlement?.assault).toEqual({ unitCapacity: 4, breaches: 2 });
    const back = setAssaultValues(set.value, at(2, 1), null);
    expect(back.ok && back.value.hexes[at(2, 1)]!.settlement).not.toHaveProperty('assault');
  });

  it('refuses a town, a negative or fractional value, naming ASLT-3, and changes nothing', () => {
    const town = withSettlement(base(), at(2, 1), 'town');
    expect(setAssaultValues(town, at(2, 1), { unitCapacity: 4, breaches: 0 })).toEqual({
      ok: false,
      error: 'Only a fortress has assault values (ASLT-3); this is a town.',
    });
    const fortress = withSettlement(base(), at(2, 1), 'fortress');
    expect(setAssaultValues(fortress, at(2, 1), { unitCapacity: -1, breaches: 0 })).toEqual({
      ok: false,
      error: 'Room on the walls must be a whole number of 0 or more (ASLT-3).',
    });
    expect(setAssaultValues(fortress, at(2, 1), { unitCapacity: 3, breaches: 1.5 })).toEqual({
      ok: false,
      error: 'Breaches must be a whole number of 0 or more (ASLT-3).',
    });
  });
});
