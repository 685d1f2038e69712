import { describe, expect, it } from 'vitest';
import { rectangleMap } from '@shared/map';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '@shared/print';
import { TERRAIN_COLORS } from '../../../renderer/src/canvas/draw/palette';
import { preparePrint } from '../../../renderer/src/print/exportPrint';
import { DEFAULT_PRINT_CHOICES } from '../../../renderer/src/print/printContent';
import { renderSheet, sheetTiles } from '../../../renderer/src/print/renderSheet';
import { nodePrintEnvironment as env } from '../../../scripts/cli/nodePrintEnvironment';
import { documentOf, hexColour, hexPixel, pixels } from './printFixtures';

describe('sheetTiles', () => {
  it('keeps a sheet that fits in one tile whole', () => {
    expect(sheetTiles(2480, 3508)).toEqual([{ x: 0, y: 0, width: 2480, height: 3508 }]);
  });

  it('splits A3 at 300 dpi (4961 × 3508) into two near-equal tiles', () => {
    expect(sheetTiles(4961, 3508)).toEqual([
      { x: 0, y: 0, width: 2481, height: 3508 },
      { x: 2481, y: 0, width: 2480, height: 3508 },
    ]);
  });

  it('covers A3 at 600 dpi with tiles of at most 4096 px a side, every pixel once', () => {
    const tiles = sheetTiles(9921, 7016);
    expect(tiles).toHaveLength(6);
    expect(Math.max(...tiles.map((t) => Math.max(t.width, t.height)))).toBeLessThanOrEqual(4096);
    expect(tiles.reduce((area, t) => area + t.width * t.height, 0)).toBe(9921 * 7016);
  });
});

// Water in column 2, forest in column 4, open elsewhere: known colours at known hexes.
const map = rectangleMap(8, 6, ({ col }) =>
  col === 2 ? { terrain: 'water' } : col === 4 ? { terrain: 'forest' } : undefined,
);
const settings: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  dpi: 150,
  sizing: { mode: 'hexSize', hexAcrossFlatsMm: 20 },
};

describe('renderSheet', () => {
  const art = preparePrint(env, documentOf(map), settings, DEFAULT_PRINT_CHOICES);
  if (!art.ok) throw new Error(art.error);
  const { plan } = art.value;
  const page = plan.pages[0]!;

  it('draws a sheet of the paper size with the terrain colours at the hexes that carry them', () => {
    expect(plan.pages).toHaveLength(1);
    const sheet = renderSheet(env, art.value, page);
    expect([sheet.width, sheet.height]).toEqual([1754, 1240]);
    // Just below the centre: the texture marks of forest sit elsewhere, the label-free open hexes are plain.
    const at = (q: number, r: number) => {
      const { x, y } = hexPixel(plan, page, q, r);
      return hexColour(pixels(sheet, x, y + 4));
    };
    expect(at(2, 0)).toBe(TERRAIN_COLORS.water);
    expect(at(0, 1)).toBe(TERRAIN_COLORS.open);
    expect(at(4, -1)).toBe(TERRAIN_COLORS.forest);
    expect(hexColour(pixels(sheet, 3, 3))).toBe('#ffffff');
  });

  it('draws the same picture in small tiles as in one piece', () => {
    const whole = renderSheet(env, art.value, page);
    const tiled = renderSheet(env, art.value, page, 500);
    const a = pixels(whole, 0, 0, whole.width, whole.height);
    const b = pixels(tiled, 0, 0, tiled.width, tiled.height);
    let different = 0;
    for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i]! - b[i]!) > 24) different++;
    // Anti-aliasing may differ by a shade on a few edge pixels at tile borders; the picture is the same.
    expect(different / (a.length / 4)).toBeLessThan(0.001);
  });
});
