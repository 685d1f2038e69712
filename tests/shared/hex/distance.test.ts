import { describe, expect, it } from 'vitest';
import { distance, hexKey, isAdjacent, isHexKey, keyOf, parseHexKey } from '@shared/hex';

describe('distance (HEX-3)', () => {
  it.each([
    [{ q: 0, r: 0 }, { q: 0, r: 0 }, 0],
    [{ q: 0, r: 0 }, { q: 1, r: 0 }, 1],
    [{ q: 0, r: 0 }, { q: 1, r: -1 }, 1],
    [{ q: 0, r: 0 }, { q: 1, r: 1 }, 2],
    [{ q: 0, r: 0 }, { q: 3, r: -3 }, 3],
    [{ q: -2, r: 5 }, { q: 4, r: -1 }, 6],
    [{ q: 2, r: -4 }, { q: -3, r: 1 }, 5],
    [{ q: 0, r: 0 }, { q: -4, r: -3 }, 7],
  ])('from %o to %o is %i', (a, b, d) => {
    expect(distance(a, b)).toBe(d);
    expect(distance(b, a)).toBe(d);
    expect(isAdjacent(a, b)).toBe(d === 1);
  });
});

describe('hex keys (DATA-1)', () => {
  it('writes and reads "q,r"', () => {
    expect(hexKey(3, -2)).toBe('3,-2');
    expect(keyOf({ q: -1, r: 0 })).toBe('-1,0');
    expect(parseHexKey('-7,12')).toEqual({ q: -7, r: 12 });
  });

  it('writes the origin as "0,0" even from -0', () => {
    expect(hexKey(-0, -0)).toBe('0,0');
  });

  it('rejects anything that is not "q,r"', () => {
    for (const bad of ['', '1', '1,', '1,2,3', 'a,b', ' 1,2', '1.5,2']) {
      expect(isHexKey(bad)).toBe(false);
      expect(() => parseHexKey(bad)).toThrow(/Not a hex key/);
    }
  });
});
