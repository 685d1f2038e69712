import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wholePercents } from '../../../../renderer/src/document/balance/ChartMarks';

const rate = (count: number, of: number) => ({ rate: count / of, low: 0, high: 1, count, of });

describe('whole percents of shares of one whole (the balance report’s bars)', () => {
  it('reads 58 % for 23 of 40 (57.5 %), which floating point would put at 57.49999… %', () => {
    expect(wholePercents([rate(23, 40)])).toEqual([58]);
  });

  it('reads 41 % and 59 % for 40.5 % and 59.5 %, never 41 % and 60 %', () => {
    expect(wholePercents([rate(81, 200), rate(119, 200)])).toEqual([41, 59]);
  });

  it('always adds up to the rounded total and stays within one of each exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50), { minLength: 1, maxLength: 6 }), fc.nat(30), (counts, extra) => {
        const of = counts.reduce((a, b) => a + b, 0) + extra || 1;
        const rates = counts.map((c) => rate(c, of));
        const shown = wholePercents(rates);
        // The oracle in whole numbers too: 0.575 * 100 is 57.49999999999999 in floating point, so a total
        // summed from `rate` would round 57.5 % down (fast-check's counterexample [[23], 17]).
        const exactTotal = rates.reduce((t, r) => t + (r.count * 100) / r.of, 0);
        expect(shown.reduce((a, b) => a + b, 0)).toBe(Math.round(exactTotal));
        shown.forEach((s, i) => expect(Math.abs(s - rates[i]!.rate * 100)).toBeLessThan(1));
      }),
    );
  });
});
