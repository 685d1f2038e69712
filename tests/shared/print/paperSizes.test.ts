import { describe, expect, it } from 'vitest';
import { mmToPx, pagePixels, paperSize, PAPER_SIZES } from '@shared/print';

describe('paperSize', () => {
  it('gives A4 as 210 × 297 mm portrait and 297 × 210 mm landscape', () => {
    expect(paperSize('A4', 'portrait')).toEqual({ widthMm: 210, heightMm: 297 });
    expect(paperSize('A4', 'landscape')).toEqual({ widthMm: 297, heightMm: 210 });
  });

  it('knows A3, Letter and Legal', () => {
    expect(PAPER_SIZES.A3).toEqual({ widthMm: 297, heightMm: 420 });
    expect(paperSize('Letter', 'portrait')).toEqual({ widthMm: 215.9, heightMm: 279.4 });
    expect(paperSize('Legal', 'landscape')).toEqual({ widthMm: 355.6, heightMm: 215.9 });
  });

  it('turns a custom size typed either way round to the chosen orientation', () => {
    expect(paperSize('custom', 'portrait', { widthMm: 900, heightMm: 600 })).toEqual({
      widthMm: 600,
      heightMm: 900,
    });
    expect(paperSize('custom', 'landscape', { widthMm: 600, heightMm: 900 })).toEqual({
      widthMm: 900,
      heightMm: 600,
    });
  });

  it('refuses a custom paper without a size', () => {
    expect(() => paperSize('custom', 'portrait')).toThrow(/positive width/);
  });
});

describe('pixels', () => {
  it('converts 25.4 mm to exactly the DPI', () => {
    expect(mmToPx(25.4, 300)).toBe(300);
  });

  it('makes A4 at 300 dpi 2480 × 3508 and A3 landscape 4961 × 3508', () => {
    expect(pagePixels(paperSize('A4', 'portrait'), 300)).toEqual({ width: 2480, height: 3508 });
    expect(pagePixels(paperSize('A3', 'landscape'), 300)).toEqual({ width: 4961, height: 3508 });
    expect(pagePixels(paperSize('A4', 'portrait'), 600)).toEqual({ width: 4961, height: 7016 });
  });
});
