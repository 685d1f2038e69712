import { describe, expect, it } from 'vitest';
import { pdfSafe } from '../../../renderer/src/pack/pdfText';
import { chartTicks } from '../../../renderer/src/pack/drawStandingsChart';

describe('pack PDF helpers', () => {
  it('writes RULES.md typography in glyphs the standard PDF font has', () => {
    expect(pdfSafe('attacker −1, up to 12″ ≤ 3 → done… ’s — ok')).toBe(
      'attacker -1, up to 12" <= 3 -> done... ’s — ok',
    );
    expect(pdfSafe('Ålborg · 10% × 2')).toBe('Ålborg · 10% × 2');
    expect(pdfSafe('雪')).toBe('?');
  });

  it('picks whole-number chart ticks from zero', () => {
    expect(chartTicks(3)).toEqual([0, 1, 2, 3]);
    expect(chartTicks(0)).toEqual([0, 1]);
    expect(chartTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(chartTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
  });
});
