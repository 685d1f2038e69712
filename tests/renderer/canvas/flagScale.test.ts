import { describe, expect, it } from 'vitest';
import { FLAG_HEIGHT, flagScale, labelFontSize, MIN_FLAG_PX } from '../../../renderer/src/canvas/flagScale';

describe('flags keep a readable size on screen (issue 27)', () => {
  it('draws a flag at least 24 px tall at the 30 × 20 demo’s fit, its own size when zoomed in, at most twice it', () => {
    const fitAt1280 = 0.6;
    expect(FLAG_HEIGHT * fitAt1280 * flagScale(fitAt1280)).toBeCloseTo(MIN_FLAG_PX);
    expect(flagScale(1.5)).toBe(1);
    expect(flagScale(0.05)).toBe(2);
    expect(flagScale(0)).toBe(1);
  });

  it('keeps the hover label at 12 px or more', () => {
    expect(labelFontSize(0.5) * 0.5).toBeCloseTo(12);
    expect(labelFontSize(2)).toBe(11);
  });
});
