import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_PARAMS,
  DEMO_MAP_PARAMS,
  generateMap,
  validateMapParams,
  type MapParams,
  type SideSetup,
} from '@shared/mapgen';
import { mapProblems } from './mapInvariants';

const NORTH_SOUTH: readonly [SideSetup, SideSetup] = [
  { ...DEMO_MAP_PARAMS.sides[0], homeEdge: 'North' },
  { ...DEMO_MAP_PARAMS.sides[1], homeEdge: 'South' },
];

/** Small maps (20×15 … 40×30) with varied shares and counts, both edge pairings, one or two players a side. */
const paramsArb: fc.Arbitrary<MapParams> = fc
  .record({
    width: fc.integer({ min: 20, max: 40 }),
    height: fc.integer({ min: 15, max: 30 }),
    water: fc.double({ min: 0, max: 0.3, noNaN: true }),
    mountains: fc.double({ min: 0, max: 0.2, noNaN: true }),
    forests: fc.double({ min: 0, max: 0.3, noNaN: true }),
    hills: fc.double({ min: 0, max: 0.15, noNaN: true }),
    marsh: fc.double({ min: 0, max: 0.1, noNaN: true }),
    rivers: fc.integer({ min: 0, max: 4 }),
    villages: fc.integer({ min: 0, max: 10 }),
    towns: fc.integer({ min: 0, max: 4 }),
    cities: fc.integer({ min: 0, max: 2 }),
    layout: fc.constantFrom('demo', 'default', 'northSouth'),
  })
  .map(({ layout, ...rest }) => ({
    ...rest,
    sides:
      layout === 'demo'
        ? DEMO_MAP_PARAMS.sides
        : layout === 'default'
          ? DEFAULT_MAP_PARAMS.sides
          : NORTH_SOUTH,
  }));

describe('generateMap over many seeds', () => {
  it('gives a map that keeps every invariant, for 200 seeds and varied small params', () => {
    let generated = 0;
    fc.assert(
      fc.property(paramsArb, fc.integer(), (params, seed) => {
        // Only params the dialog would accept; the rejections have their own table test.
        fc.pre(validateMapParams(params).length === 0);
        const result = generateMap(params, seed);
        if (!result.ok) throw new Error(`rejected valid params: ${result.error.join('; ')}`);
        expect(mapProblems(result.value, params)).toEqual([]);
        expect(result.value.seed).toBe(seed);
        expect(result.value.params).toBe(params);
        generated++;
      }),
      { numRuns: 200, seed: 20261121 },
    );
    expect(generated).toBeGreaterThanOrEqual(200);
  });

  it('gives the identical map, down to the JSON bytes, for the same seed and params', () => {
    fc.assert(
      fc.property(paramsArb, fc.integer(), (params, seed) => {
        fc.pre(validateMapParams(params).length === 0);
        const a = generateMap(params, seed);
        const b = generateMap({ ...params }, seed);
        expect(b).toEqual(a);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      }),
      { numRuns: 30, seed: 7 },
    );
  });

  it('gives different maps for different seeds', () => {
    const a = generateMap(DEMO_MAP_PARAMS, 1);
    const b = generateMap(DEMO_MAP_PARAMS, 2);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(JSON.stringify(a.value.map)).not.toBe(JSON.stringify(b.value.map));
  });

  it('keeps the terrain of a seed when only the settlement counts change', () => {
    const a = generateMap(DEMO_MAP_PARAMS, 99);
    const b = generateMap({ ...DEMO_MAP_PARAMS, villages: 4 }, 99);
    if (!a.ok || !b.ok) throw new Error('generation failed');
    const terrain = (m: typeof a.value.map) => Object.values(m.hexes).map((h) => h.terrain);
    expect(terrain(b.value.map)).toEqual(terrain(a.value.map));
  });

  it('meets the invariants on the demo map and on the largest allowed sizes of the dialog defaults', () => {
    for (const params of [
      DEMO_MAP_PARAMS,
      { ...DEFAULT_MAP_PARAMS, width: 60, height: 45, villages: 30, towns: 10 },
    ]) {
      const result = generateMap(params, 4242);
      if (!result.ok) throw new Error(result.error.join('; '));
      expect(mapProblems(result.value, params)).toEqual([]);
    }
  });
});
