import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_PARAMS,
  DEMO_MAP_PARAMS,
  generateMap,
  validateMapParams,
  type MapParams,
  type SideSetup,
} from '@shared/mapgen';

const base = DEMO_MAP_PARAMS;
const [red, blue] = base.sides;
const withSides = (a: SideSetup, b: SideSetup): MapParams => ({ ...base, sides: [a, b] });

/** Each row: what is wrong, the params, and a fragment every matching message must contain. */
const INVALID: [string, MapParams, string][] = [
  ['zero width', { ...base, width: 0 }, 'width: must be a whole number of hexes from 8 to 400 (got 0)'],
  [
    'negative height',
    { ...base, height: -5 },
    'height: must be a whole number of hexes from 8 to 400 (got -5)',
  ],
  ['fractional width', { ...base, width: 30.5 }, 'width: must be a whole number'],
  [
    'huge map',
    { ...base, width: 401, height: 401 },
    'width: must be a whole number of hexes from 8 to 400 (got 401)',
  ],
  ['NaN height', { ...base, height: Number.NaN }, 'height: must be a whole number'],
  ['water above 1', { ...base, water: 1.5 }, 'water: must be from 0 % to 100 % (got 150 %)'],
  ['negative forests', { ...base, forests: -0.1 }, 'forests: must be from 0 % to 100 % (got -10 %)'],
  ['too much water', { ...base, water: 0.9 }, 'water: must be at most 80 %'],
  [
    'too many mountains',
    { ...base, mountains: 0.75, forests: 0, hills: 0, marsh: 0 },
    'mountains: must be at most 70 %',
  ],
  [
    'land shares over 1',
    { ...base, mountains: 0.4, forests: 0.4, hills: 0.3 },
    'mountains + forests + hills + marsh: shares of the land must add up to at most 100 % (got 115 %)',
  ],
  ['negative villages', { ...base, villages: -1 }, 'villages: must be a whole number ≥ 0 (got -1)'],
  ['fractional towns', { ...base, towns: 1.5 }, 'towns: must be a whole number ≥ 0 (got 1.5)'],
  ['too many rivers', { ...base, rivers: 50 }, 'rivers: at most 10 fit a 30×20 map (got 50)'],
  [
    'too many settlements',
    { ...base, villages: 200 },
    'villages + towns + cities: 204 settlements need about',
  ],
  [
    'home edges not opposite',
    withSides(red, { ...blue, homeEdge: 'North' }),
    'sides: home edges must be opposite, West/East or North/South (SETUP-2) (got West/North)',
  ],
  [
    'a side without players',
    withSides(red, { ...blue, players: [] }),
    'sides[1].players: side "Blue" needs at least one player (SETUP-2)',
  ],
  [
    'duplicate player ids',
    withSides(red, { ...blue, players: [{ ...blue.players[0]!, id: 'p-alice' }] }),
    'sides[1].players[0].id: player id "p-alice" is used twice',
  ],
  [
    'more players than the edge has room for',
    {
      ...base,
      height: 8,
      villages: 0,
      towns: 0,
      cities: 0,
      sides: [
        { ...red, players: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id, color: '#D55E00' })) },
        blue,
      ],
    },
    'sides[0].players: side "Red" has 5 players but its West edge has room for 4 fortresses',
  ],
  [
    'same side ids',
    withSides(red, { ...blue, id: red.id }),
    'sides: the two sides have the same id "side-red"',
  ],
  [
    'a bad colour',
    withSides({ ...red, color: 'red' }, blue),
    'sides[0].color: must be a colour like #1f77b4 (got red)',
  ],
  [
    'an empty player name',
    withSides(red, { ...blue, players: [{ ...blue.players[0]!, name: ' ' }] }),
    'name: must not be empty',
  ],
];

describe('validateMapParams', () => {
  it('accepts the default and demo params', () => {
    expect(validateMapParams(DEFAULT_MAP_PARAMS)).toEqual([]);
    expect(validateMapParams(DEMO_MAP_PARAMS)).toEqual([]);
  });

  it('accepts the North/South pairing and the largest map', () => {
    expect(
      validateMapParams(withSides({ ...red, homeEdge: 'North' }, { ...blue, homeEdge: 'South' })),
    ).toEqual([]);
    expect(validateMapParams({ ...base, width: 400, height: 400 })).toEqual([]);
  });

  it.each(INVALID)('rejects %s with a message naming the field and the rule', (_what, params, fragment) => {
    const problems = validateMapParams(params);
    expect(
      problems.some((p) => p.includes(fragment)),
      problems.join('\n'),
    ).toBe(true);
  });

  it.each(INVALID)('makes generateMap return the same messages and no map for %s', (_what, params) => {
    const result = generateMap(params, 1);
    expect(result).toEqual({ ok: false, error: validateMapParams(params) });
  });

  it('lists every problem at once, not just the first', () => {
    const problems = validateMapParams({ ...base, width: 0, water: 2, villages: -1 });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['width', 'water', 'villages']);
  });

  it('rejects a seed that is not a finite number', () => {
    expect(generateMap(base, Number.NaN)).toEqual({
      ok: false,
      error: ['seed: must be a finite number (got NaN)'],
    });
  });
});
