import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHexKey } from '@shared/hex';

/** HEX-1: the pattern parseHexKey has always accepted (it now reads keys without a regex, issue 16 speed). */
const PATTERN = /^(-?\d+),(-?\d+)$/;

function byPattern(key: string): { q: number; r: number } | 'refused' {
  const match = PATTERN.exec(key);
  return match ? { q: Number(match[1]), r: Number(match[2]) } : 'refused';
}

function parsed(key: string): { q: number; r: number } | 'refused' {
  try {
    return parseHexKey(key);
  } catch {
    return 'refused';
  }
}

describe('parseHexKey (HEX-1)', () => {
  it('reads keys as the "q,r" pattern does, and refuses what it refuses', () => {
    const part = fc.oneof(
      fc.integer({ min: -5000, max: 5000 }).map(String),
      fc.stringMatching(/^-?[0-9]{0,20}$/),
      fc.constantFrom('', '-', '+1', ' 1', '1 ', '1.5', '0x1', '١', '--1', '-0', '007'),
    );
    fc.assert(
      fc.property(part, part, fc.constantFrom(',', ',,', ';', ''), (q, r, sep) => {
        const key = `${q}${sep}${r}`;
        expect(parsed(key)).toEqual(byPattern(key));
      }),
      { numRuns: 3000 },
    );
  });

  it('names the key it refuses', () => {
    expect(() => parseHexKey('3;4')).toThrow('Not a hex key: "3;4"');
  });
});
