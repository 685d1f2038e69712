import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expect, test, type Page } from '@playwright/test';
import { demoHexmarchDocument } from '@shared/document';
import { distance, type HexKey, parseHexKey } from '@shared/hex';
import type { Terrain } from '@shared/map';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '@shared/print';
import { TERRAIN_COLORS } from '../../renderer/src/canvas/draw/palette';
import { planFor, posterSettings } from '../../renderer/src/print/exportPrint';
import { DEFAULT_PRINT_CHOICES } from '../../renderer/src/print/printContent';
import { hexPixel, pdfPages } from '../renderer/print/printFixtures';

/** The app opens on the demo campaign: the same document, computed here, says where each hex lands. */
const document = demoHexmarchDocument();

async function openExport(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await page.getByTestId('mode-map').click();
  await page.getByTestId('export-button').click();
  await expect(page.getByTestId('export-dialog')).toBeVisible();
}

/** Hexes of `terrain` with no settlement or army within two hexes: nothing but terrain is drawn on them. */
function quietHexes(terrain: Terrain): HexKey[] {
  const map = document.campaign!.map;
  const busy = [
    ...Object.values(map.hexes).filter((hex) => hex.settlement || hex.river),
    ...document.campaign!.armies.ids.map((id) => parseHexKey(document.campaign!.armies.entities[id]!.hex!)),
  ];
  return (Object.keys(map.hexes) as HexKey[]).filter((key) => {
    const hex = map.hexes[key]!;
    return hex.terrain === terrain && busy.every((other) => distance(hex, other) > 2);
  });
}

test('exports the whole map as one PNG with the terrain colours at the right hexes', async ({ page }) => {
  await openExport(page);
  await page.getByTestId('export-format').selectOption('png-single');
  await page.getByTestId('export-dpi').selectOption('150');
  await page.getByTestId('export-hex-size').check();
  await page.getByTestId('export-hex-mm').fill('12');
  await page.screenshot({ path: 'test-results/export-dialog.png' });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-run').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('demo-campaign.png');
  await download.saveAs('test-results/export-map.png');
  const bytes = readFileSync('test-results/export-map.png');

  const settings: PrintSettings = {
    ...DEFAULT_PRINT_SETTINGS,
    dpi: 150,
    sizing: { mode: 'hexSize', hexAcrossFlatsMm: 12 },
  };
  const base = planFor(document, settings, DEFAULT_PRINT_CHOICES);
  if (!base.ok) throw new Error(base.error);
  const poster = planFor(document, posterSettings(settings, base.value), DEFAULT_PRINT_CHOICES);
  if (!poster.ok) throw new Error(poster.error);
  const { plan } = poster.value;

  const image = await loadImage(bytes);
  expect([image.width, image.height]).toEqual([plan.pixels.width, plan.pixels.height]);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const colourAt = (x: number, y: number) => {
    const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
    return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
  };
  // Paper white at the corner, then each terrain's colour at the centres of a few hexes that carry only terrain.
  expect(colourAt(2, 2)).toBe('#ffffff');
  for (const terrain of ['water', 'open', 'forest'] as const) {
    const keys = quietHexes(terrain).slice(0, 3);
    expect(keys.length, terrain).toBeGreaterThan(0);
    for (const key of keys) {
      const { q, r } = parseHexKey(key);
      const { x, y } = hexPixel(plan, plan.pages[0]!, q, r);
      expect(colourAt(x, y), `${terrain} at ${key}`).toBe(TERRAIN_COLORS[terrain]);
    }
  }
  // Not blank: most of the map window is inked.
  const px = plan.dpi / 25.4;
  const row = ctx.getImageData(
    Math.ceil(plan.window.x * px),
    Math.round((plan.window.y + plan.window.height / 2) * px),
    Math.floor(plan.window.width * px),
    1,
  ).data;
  let inked = 0;
  for (let i = 0; i < row.length; i += 4)
    if (row[i]! < 240 || row[i + 1]! < 240 || row[i + 2]! < 240) inked++;
  expect(inked / (row.length / 4)).toBeGreaterThan(0.8);
});

test('exports a tiled PDF with one A4 page per sheet of the preview', async ({ page }) => {
  await openExport(page);
  await page.getByTestId('export-dpi').selectOption('150');
  await page.getByTestId('export-columns').fill('2');
  await page.getByTestId('export-rows').fill('2');
  await page.getByTestId('export-orientation').selectOption('portrait');
  const sheets = await page.getByTestId(/^export-sheet-/).count();
  expect(sheets).toBeGreaterThan(1);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-run').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('demo-campaign.pdf');
  const { count, mediaBoxes } = pdfPages(readFileSync((await download.path())!));
  expect(count).toBe(sheets);
  expect(mediaBoxes[0]![2]).toBeCloseTo((210 / 25.4) * 72, 1);
  expect(mediaBoxes[0]![3]).toBeCloseTo((297 / 25.4) * 72, 1);
  await expect(page.getByTestId('export-dialog')).toBeHidden();
});

test('writes one handout per side from one click', async ({ page }) => {
  await openExport(page);
  await page.getByTestId('export-dpi').selectOption('150');
  const names: string[] = [];
  page.on('download', (download) => names.push(download.suggestedFilename()));
  await page.getByTestId('export-handouts').click();
  await expect(page.getByTestId('export-dialog')).toBeHidden({ timeout: 30_000 });
  await expect.poll(() => names.sort()).toEqual(['demo-campaign-blue.pdf', 'demo-campaign-red.pdf']);
});

/** The window sizes a GM meets, smallest first: a laptop split screen, a common desktop, a full-HD monitor. */
const WINDOWS = [
  { width: 800, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

for (const window of WINDOWS) {
  test(`at ${window.width}×${window.height} the format, paper, content and Export show without scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(window);
    await openExport(page);
    await expect(page.getByTestId('export-print-preview')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/export-dialog-${window.width}.png` });
    for (const testId of ['export-format', 'export-paper', 'export-armies', 'export-turn', 'export-run']) {
      const control = page.getByTestId(testId);
      const box = (await control.boundingBox())!;
      expect(box, testId).not.toBeNull();
      expect(box.x, testId).toBeGreaterThanOrEqual(0);
      expect(box.y, testId).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, testId).toBeLessThanOrEqual(window.width);
      expect(box.y + box.height, testId).toBeLessThanOrEqual(window.height);
      // Inside the window is not enough: the dialog's own scroll area must not clip it either.
      await expect(control, testId).toBeInViewport({ ratio: 1 });
    }
  });
}
