import { describe, expect, it } from 'vitest';
import { hexKey, hexName, hexPhrase, parseHexName, type HexKey } from '@shared/hex';
import { hexLabel } from '@shared/print';

describe('the one name of a hex (Classic CCRR, counted from 01)', () => {
  it('names the top-left hex 0101 and counts odd-q columns and rows as a printed hex map does (HEX-4)', () => {
    expect(hexName('0,0' as HexKey)).toBe('0101');
    expect(hexName('1,0' as HexKey)).toBe('0201');
    expect(hexName('1,-1' as HexKey)).toBe('0200');
    expect(hexName({ q: 4, r: 3 })).toBe('0506');
    expect(hexName({ q: 9, r: 5 })).toBe('1010');
  });

  it('is the label the Classic print style writes, so screen and paper agree', () => {
    for (const [q, r] of [
      [0, 0],
      [3, -1],
      [7, 4],
    ] as const)
      expect(hexLabel(q, r, 'classic')).toBe(hexName({ q, r }));
  });

  it('pads both parts to three digits past 99, and keeps off-map parts apart with a dot', () => {
    expect(hexName({ q: 100, r: -45 })).toBe('101006');
    expect(hexName({ q: -50, r: 0 })).toBe('-49.-24');
  });

  it('reads back every name it writes, and the usual ways of typing one', () => {
    for (let q = -3; q < 120; q += 7)
      for (let r = -60; r < 60; r += 9) {
        const key = hexKey(q, r);
        expect(parseHexName(hexName(key))).toBe(key);
      }
    expect(parseHexName(' 0201 ')).toBe('1,0');
    expect(parseHexName('02 01')).toBe('1,0');
    expect(parseHexName('02.01')).toBe('1,0');
    expect(parseHexName('002001')).toBe('1,0');
    expect(parseHexName('201')).toBeNull();
    expect(parseHexName('hills')).toBeNull();
  });

  it('says "hex 0201" in refusals, and quotes what is not a hex at all', () => {
    expect(hexPhrase('1,0')).toBe('hex 0201');
    expect(hexPhrase('x,1')).toBe('"x,1"');
    expect(hexPhrase(undefined)).toBe('"undefined"');
  });
});
