import { describe, expect, it } from 'vitest';
import {
  adjacentDirections,
  ccw,
  cw,
  DIRECTIONS,
  dirFrom,
  directionIndex,
  neighbor,
  neighbors,
  opposite,
  rotate,
} from '@shared/hex';

describe('directions (HEX-2)', () => {
  it('lists the six directions clockwise from north (GEN-9 direction order)', () => {
    expect(DIRECTIONS).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
    expect(DIRECTIONS.map(directionIndex)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each([
    ['N', { q: 3, r: -3 }],
    ['NE', { q: 4, r: -3 }],
    ['SE', { q: 4, r: -2 }],
    ['S', { q: 3, r: -1 }],
    ['SW', { q: 2, r: -1 }],
    ['NW', { q: 2, r: -2 }],
  ] as const)('steps %s from (3,-2) to %o', (d, expected) => {
    expect(neighbor({ q: 3, r: -2 }, d)).toEqual(expected);
    expect(dirFrom({ q: 3, r: -2 }, expected)).toBe(d);
  });

  it('gives the neighbours in direction order', () => {
    expect(neighbors({ q: 0, r: 0 })).toEqual([
      { q: 0, r: -1 },
      { q: 1, r: -1 },
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: -1, r: 1 },
      { q: -1, r: 0 },
    ]);
  });

  it('has no direction between hexes that are not adjacent, or between a hex and itself', () => {
    expect(dirFrom({ q: 0, r: 0 }, { q: 2, r: 0 })).toBeUndefined();
    expect(dirFrom({ q: 0, r: 0 }, { q: 1, r: 1 })).toBeUndefined();
    expect(dirFrom({ q: 0, r: 0 }, { q: 0, r: 0 })).toBeUndefined();
  });

  it.each([
    ['N', 1, 'NE'],
    ['N', -1, 'NW'],
    ['NW', 1, 'N'],
    ['SE', 3, 'NW'],
    ['S', 6, 'S'],
    ['S', -7, 'SE'],
    ['NE', 13, 'SE'],
  ] as const)('rotates %s by %i to %s', (d, k, expected) => {
    expect(rotate(d, k)).toBe(expected);
  });

  it('pairs each direction with its opposite and its two adjacent directions', () => {
    expect(DIRECTIONS.map(opposite)).toEqual(['S', 'SW', 'NW', 'N', 'NE', 'SE']);
    expect(DIRECTIONS.map(cw)).toEqual(['NE', 'SE', 'S', 'SW', 'NW', 'N']);
    expect(DIRECTIONS.map(ccw)).toEqual(['NW', 'N', 'NE', 'SE', 'S', 'SW']);
    expect(adjacentDirections('N')).toEqual(['NE', 'NW']);
    for (const d of DIRECTIONS)
      expect(neighbor(neighbor({ q: 5, r: 5 }, d), opposite(d))).toEqual({ q: 5, r: 5 });
  });
});
