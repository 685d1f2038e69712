import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_PARAMS,
  DEMO_MAP_PARAMS,
  countsFollowSize,
  generateMap,
  sizedCounts,
  validateMapParams,
  withSizedCounts,
  type MapParams,
} from '@shared/mapgen';
import { mapProblems } from './mapInvariants';

const sized = (width: number, height: number, base: MapParams = DEFAULT_MAP_PARAMS): MapParams =>
  withSizedCounts({ ...base, width, height });

describe('default feature counts follow the map size (issue 15)', () => {
  it('suggests the 30×20 defaults for 30×20, many more for 100×100 and a few for 12×10', () => {
    expect(sizedCounts(DEFAULT_MAP_PARAMS)).toEqual({ rivers: 3, villages: 8, towns: 3, cities: 1 });
    const big = sizedCounts({ ...DEFAULT_MAP_PARAMS, width: 100, height: 100 });
    expect(big.villages + big.towns + big.cities).toBeGreaterThan(150);
    const small = sizedCounts({ ...DEFAULT_MAP_PARAMS, width: 12, height: 10 });
    expect(small.villages).toBeGreaterThanOrEqual(1);
  });

  it('accepts 4 settlements on a 12×10 map, which it used to refuse', () => {
    const params = {
      ...DEFAULT_MAP_PARAMS,
      width: 12,
      height: 10,
      villages: 3,
      towns: 1,
      cities: 0,
      rivers: 1,
    };
    expect(validateMapParams(params)).toEqual([]);
    const result = generateMap(params, 5);
    if (!result.ok) throw new Error(result.error.join('; '));
    expect(mapProblems(result.value, params)).toEqual([]);
  });

  it('tells counts that follow the size from counts the GM typed', () => {
    expect(countsFollowSize(DEFAULT_MAP_PARAMS)).toBe(true);
    expect(countsFollowSize({ ...DEFAULT_MAP_PARAMS, villages: 9 })).toBe(false);
    expect(withSizedCounts({ ...DEFAULT_MAP_PARAMS, width: 1 })).toEqual({ ...DEFAULT_MAP_PARAMS, width: 1 });
  });

  it('always gives counts the dialog accepts and the generator lays out, at every size (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 24 }),
        fc.integer({ min: 8, max: 24 }),
        fc.boolean(),
        fc.integer(),
        (width, height, demo, seed) => {
          const params = sized(width, height, demo ? DEMO_MAP_PARAMS : DEFAULT_MAP_PARAMS);
          // Two players a side need room on the home edge (SETUP-3): not a count problem.
          fc.pre(validateMapParams({ ...params, rivers: 0, villages: 0, towns: 0, cities: 0 }).length === 0);
          expect(validateMapParams(params)).toEqual([]);
          const result = generateMap(params, seed);
          if (!result.ok) throw new Error(result.error.join('; '));
          expect(mapProblems(result.value, params)).toEqual([]);
        },
      ),
      { numRuns: 150, seed: 15 },
    );
  });

  it('lays out the suggested counts of large maps too', () => {
    for (const [width, height] of [
      [60, 40],
      [100, 100],
    ] as const) {
      const params = sized(width, height);
      const result = generateMap(params, 7);
      if (!result.ok) throw new Error(result.error.join('; '));
      expect(mapProblems(result.value, params)).toEqual([]);
    }
  });
});
