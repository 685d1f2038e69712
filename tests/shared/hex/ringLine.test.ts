import { describe, expect, it } from 'vitest';
import { distance, keyOf, line, ring, spiral } from '@shared/hex';

describe('ring and spiral', () => {
  it('has 1 hex at radius 0 and 6k hexes at radius k, all at that distance', () => {
    const centre = { q: 2, r: -1 };
    expect(ring(centre, 0)).toEqual([centre]);
    for (let k = 1; k <= 5; k++) {
      const hexes = ring(centre, k);
      expect(hexes).toHaveLength(6 * k);
      expect(new Set(hexes.map(keyOf)).size).toBe(6 * k);
      for (const h of hexes) expect(distance(centre, h)).toBe(k);
    }
  });

  it('starts north of the centre and walks clockwise (GEN-9)', () => {
    expect(ring({ q: 0, r: 0 }, 1).map(keyOf)).toEqual(['0,-1', '1,-1', '1,0', '0,1', '-1,1', '-1,0']);
    expect(ring({ q: 0, r: 0 }, 2).slice(0, 4).map(keyOf)).toEqual(['0,-2', '1,-2', '2,-2', '2,-1']);
  });

  it('refuses a negative or fractional radius', () => {
    expect(() => ring({ q: 0, r: 0 }, -1)).toThrow();
    expect(() => ring({ q: 0, r: 0 }, 1.5)).toThrow();
  });

  it('spirals ring by ring: 1 + 3k(k+1) hexes within k', () => {
    for (let k = 0; k <= 4; k++) expect(spiral({ q: 0, r: 0 }, k)).toHaveLength(1 + 3 * k * (k + 1));
    expect(spiral({ q: 0, r: 0 }, 1).map(keyOf)).toEqual([
      '0,0',
      '0,-1',
      '1,-1',
      '1,0',
      '0,1',
      '-1,1',
      '-1,0',
    ]);
  });
});

describe('line', () => {
  it('is the start hex alone for a zero-length line', () => {
    expect(line({ q: 1, r: 1 }, { q: 1, r: 1 })).toEqual([{ q: 1, r: 1 }]);
  });

  it.each([
    [{ q: 0, r: 0 }, { q: 3, r: 0 }, ['0,0', '1,0', '2,0', '3,0']],
    [{ q: 0, r: 0 }, { q: 0, r: -3 }, ['0,0', '0,-1', '0,-2', '0,-3']],
    [{ q: 0, r: 0 }, { q: 2, r: 1 }, ['0,0', '1,0', '1,1', '2,1']],
    [{ q: -2, r: 2 }, { q: 2, r: -2 }, ['-2,2', '-1,1', '0,0', '1,-1', '2,-2']],
  ])('from %o to %o passes %o', (a, b, keys) => {
    expect(line(a, b).map(keyOf)).toEqual(keys);
  });

  it('is a path: distance + 1 hexes, each adjacent to the next (HEX-9)', () => {
    const hexes = line({ q: -3, r: 5 }, { q: 4, r: -6 });
    expect(hexes).toHaveLength(distance({ q: -3, r: 5 }, { q: 4, r: -6 }) + 1);
    for (let i = 1; i < hexes.length; i++) expect(distance(hexes[i - 1]!, hexes[i]!)).toBe(1);
  });
});
