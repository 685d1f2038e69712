import { describe, expect, it } from 'vitest';
import { demoHexmarchDocument } from '@shared/document';
import { DEFAULT_PRINT_SETTINGS } from '@shared/print';
import {
  exportPdf,
  exportPosterPng,
  exportSheetPngs,
  posterPixels,
  preparePrint,
} from '../../../renderer/src/print/exportPrint';
import { DEFAULT_PRINT_CHOICES } from '../../../renderer/src/print/printContent';
import { nodePrintEnvironment as env } from '../../../scripts/cli/nodePrintEnvironment';
import { pdfPages } from './printFixtures';

const document = demoHexmarchDocument();

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('exportPdf', () => {
  it('writes one A4 portrait page per sheet at 595 × 842 pt', async () => {
    const settings = {
      ...DEFAULT_PRINT_SETTINGS,
      orientation: 'portrait' as const,
      dpi: 150 as const,
      sizing: { mode: 'fitPages' as const, columns: 2, rows: 2 },
    };
    const art = preparePrint(env, document, settings, DEFAULT_PRINT_CHOICES);
    if (!art.ok) throw new Error(art.error);
    const sheets = art.value.plan.pages.length;
    expect(sheets).toBeGreaterThanOrEqual(2);
    const { count, mediaBoxes } = pdfPages(await exportPdf(env, art.value));
    expect(count).toBe(sheets);
    for (const box of mediaBoxes) {
      expect(box[2]).toBeCloseTo((210 / 25.4) * 72, 1);
      expect(box[3]).toBeCloseTo((297 / 25.4) * 72, 1);
    }
  });

  it('tiles an A3 page at 600 dpi into images of at most 4096 px and still writes one page', async () => {
    const settings = { ...DEFAULT_PRINT_SETTINGS, paper: 'A3' as const, dpi: 600 as const };
    const art = preparePrint(env, document, settings, DEFAULT_PRINT_CHOICES);
    if (!art.ok) throw new Error(art.error);
    const bytes = await exportPdf(env, art.value);
    const text = Buffer.from(bytes).toString('latin1');
    expect(pdfPages(bytes).count).toBe(1);
    const widths = [...text.matchAll(/\/Width (\d+)/g)].map((m) => Number(m[1]));
    expect(widths.length).toBe(6);
    expect(Math.max(...widths)).toBeLessThanOrEqual(4096);
  });
});

describe('PNG exports', () => {
  it('writes one PNG per sheet at the sheet size in pixels', async () => {
    const settings = {
      ...DEFAULT_PRINT_SETTINGS,
      dpi: 150 as const,
      sizing: { mode: 'hexSize' as const, hexAcrossFlatsMm: 20 },
    };
    const art = preparePrint(env, document, settings, DEFAULT_PRINT_CHOICES);
    if (!art.ok) throw new Error(art.error);
    const files = await exportSheetPngs(env, art.value);
    expect(files).toHaveLength(art.value.plan.pages.length);
    for (const file of files) expect(pngSize(file.bytes)).toEqual({ width: 1754, height: 1240 });
    expect(files.map((file) => file.suffix)).toEqual(art.value.plan.pages.map((page) => page.label));
  });

  it('writes the whole map as one image when it fits the canvas limits', async () => {
    const settings = {
      ...DEFAULT_PRINT_SETTINGS,
      dpi: 150 as const,
      sizing: { mode: 'hexSize' as const, hexAcrossFlatsMm: 20 },
    };
    const poster = await exportPosterPng(env, document, settings, DEFAULT_PRINT_CHOICES);
    if (!poster.ok) throw new Error(poster.error);
    const art = preparePrint(env, document, settings, DEFAULT_PRINT_CHOICES);
    if (!art.ok) throw new Error(art.error);
    const expected = posterPixels(settings, art.value);
    expect(poster.value).toHaveLength(1);
    expect(pngSize(poster.value[0]!.bytes)).toEqual({ width: expected.width, height: expected.height });
    // The map needs several A4 sheets at this hex size; the one image is wider than any of them.
    expect(art.value.plan.pages.length).toBeGreaterThan(1);
    expect(expected.width).toBeGreaterThan(1754);
  });

  it('refuses a single image past the canvas limits and says what to do', async () => {
    const settings = {
      ...DEFAULT_PRINT_SETTINGS,
      dpi: 600 as const,
      sizing: { mode: 'hexSize' as const, hexAcrossFlatsMm: 40 },
    };
    const poster = await exportPosterPng(env, document, settings, DEFAULT_PRINT_CHOICES);
    expect(poster.ok).toBe(false);
    if (!poster.ok) expect(poster.error).toMatch(/too big for one image: export pages or lower the DPI/);
  });
});
