import { describe, expect, it } from 'vitest';
import { TERRAINS } from '@shared/map';
import { TERRAIN_COLORS, TERRAIN_MARKS } from '../../../../renderer/src/canvas/draw/palette';

/** CIE L* (0 black … 100 white) of a #rrggbb colour, via sRGB relative luminance. */
function lightness(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const y = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y;
}

describe('terrain palette', () => {
  it('has a colour for every terrain (HEX-6)', () => {
    expect(Object.keys(TERRAIN_COLORS).sort()).toEqual([...TERRAINS].sort());
  });

  it('keeps every two terrains at least 5 L* apart, so they differ in greyscale too', () => {
    const values = TERRAINS.map((terrain) => ({ terrain, l: lightness(TERRAIN_COLORS[terrain]) }));
    for (const a of values)
      for (const b of values)
        if (a !== b) expect(Math.abs(a.l - b.l), `${a.terrain} vs ${b.terrain}`).toBeGreaterThan(5);
  });

  it('draws texture marks clearly darker than the terrain under them', () => {
    for (const terrain of TERRAINS) {
      const mark = TERRAIN_MARKS[terrain];
      if (mark) expect(lightness(TERRAIN_COLORS[terrain]) - lightness(mark)).toBeGreaterThan(15);
    }
  });
});
