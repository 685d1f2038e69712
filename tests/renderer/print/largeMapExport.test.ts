import { describe, expect, it } from 'vitest';
import { rectangleMap, TERRAINS } from '@shared/map';
import { DEFAULT_PRINT_SETTINGS, MM_PER_INCH, type PrintSettings } from '@shared/print';
import { exportPdf, preparePrint } from '../../../renderer/src/print/exportPrint';
import { DEFAULT_PRINT_CHOICES } from '../../../renderer/src/print/printContent';
import { renderTile, sheetTiles } from '../../../renderer/src/print/renderSheet';
import { nodePrintEnvironment as env } from '../../../scripts/cli/nodePrintEnvironment';
import { documentOf, pdfPages, pixels } from './printFixtures';

// Bands of every terrain, so a page showing any part of the map has colour on it.
const map = rectangleMap(316, 316, ({ col, row }) => ({
  terrain: TERRAINS[Math.floor((col + 2 * row) / 7) % TERRAINS.length]!,
}));
const settings: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  paper: 'A4',
  orientation: 'portrait',
  dpi: 300,
  sizing: { mode: 'fitPages', columns: 3, rows: 3 },
};

describe('a 316 × 316 map on A4 at 300 dpi', () => {
  it('exports every sheet with map on it: no blank page', { timeout: 60_000 }, async () => {
    const art = preparePrint(env, documentOf(map), settings, DEFAULT_PRINT_CHOICES);
    if (!art.ok) throw new Error(art.error);
    const { plan } = art.value;
    expect([plan.columns, plan.rows]).toEqual([3, 3]);
    expect(plan.pixels).toEqual({ width: 2480, height: 3508 });
    const pxPerMm = plan.dpi / MM_PER_INCH;
    const window = {
      x: Math.ceil(plan.window.x * pxPerMm),
      y: Math.ceil(plan.window.y * pxPerMm),
      width: Math.floor(plan.window.width * pxPerMm),
      height: Math.floor(plan.window.height * pxPerMm),
    };
    for (const page of plan.pages) {
      const [tile] = sheetTiles(plan.pixels.width, plan.pixels.height);
      const sheet = renderTile(env, art.value, page, tile!);
      let inked = 0;
      let sampled = 0;
      // Twenty rows across the map window: a blank (white) sheet has no ink there at all.
      for (let step = 0; step < 20; step++) {
        const y = window.y + Math.floor(((step + 0.5) * window.height) / 20);
        const row = pixels(sheet, window.x, y, window.width, 1);
        for (let i = 0; i < row.length; i += 4) {
          sampled++;
          if (row[i]! < 245 || row[i + 1]! < 245 || row[i + 2]! < 245) inked++;
        }
      }
      expect(inked / sampled, `sheet ${page.label}`).toBeGreaterThan(0.5);
    }
    const pdf = pdfPages(await exportPdf(env, art.value));
    expect(pdf.count).toBe(9);
  });
});
