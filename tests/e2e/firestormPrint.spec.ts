import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { firestormDemoDocument } from '@shared/document';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '@shared/print';
import { planFor, posterSettings } from '../../renderer/src/print/exportPrint';
import { DEFAULT_PRINT_CHOICES } from '../../renderer/src/print/printContent';

const settings: PrintSettings = { ...DEFAULT_PRINT_SETTINGS, dpi: 150 };

async function openExport(page: Page): Promise<void> {
  await page.getByTestId('export-button').click();
  await expect(page.getByTestId('export-dialog')).toBeVisible();
  await page.getByTestId('export-format').selectOption('png-single');
  await page.getByTestId('export-dpi').selectOption('150');
}

async function pixelsOf(download: Download): Promise<{ ctx: SKRSContext2D; width: number; height: number }> {
  const image = await loadImage(readFileSync((await download.path())!));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { ctx, width: image.width, height: image.height };
}

test('a GM prints a Firestorm campaign: the wall map with its legend, and one handout per faction with its own orders only', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const demo = firestormDemoDocument();
  await page.goto('/');
  await page.getByTestId('open-firestorm-demo').click();
  await expect(page.getByTestId('fs-step')).toHaveText('Orders');
  // Bone Legion's orders are given by the BOT and locked: secret from every other faction (FS-ORDER-2).
  await page.getByTestId('fs-autoplay-Bone Legion').check();
  await expect(page.getByTestId('fs-orders-status')).toContainText('Bone Legion: locked');

  await openExport(page);
  await expect(page.getByTestId('export-armies')).toHaveAccessibleName('Banners and orders');
  await expect(page.getByTestId('export-handouts')).toHaveText('Handouts (one per faction)');
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
    await page.screenshot({ path: `test-results/fsprint-dialog-${width}.png` });
  }
  const wallDownload = page.waitForEvent('download');
  await page.getByTestId('export-run').click();
  const wall = await wallDownload;
  expect(wall.suggestedFilename()).toBe('firestorm-demo.png');
  await wall.saveAs('test-results/fsprint-wall.png');

  await openExport(page);
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await page.getByTestId('export-handouts').click();
  await expect(page.getByTestId('export-dialog')).toBeHidden({ timeout: 60_000 });
  await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(4);
  const byName = new Map(downloads.map((d) => [d.suggestedFilename(), d]));
  expect([...byName.keys()].sort()).toEqual([
    'firestorm-demo-ashen-court.png',
    'firestorm-demo-bone-legion.png',
    'firestorm-demo-gutbusters.png',
    'firestorm-demo-iron-host.png',
  ]);
  await byName.get('firestorm-demo-bone-legion.png')!.saveAs('test-results/fsprint-bone-handout.png');
  await byName.get('firestorm-demo-iron-host.png')!.saveAs('test-results/fsprint-iron-handout.png');

  // The map window of the sheets, as the export planned it (the same for every handout: same map, same width).
  const base = planFor(demo, settings, DEFAULT_PRINT_CHOICES);
  if (!base.ok) throw new Error(base.error);
  const poster = planFor(demo, posterSettings(settings, base.value), DEFAULT_PRINT_CHOICES);
  if (!poster.ok) throw new Error(poster.error);
  const { window, dpi } = poster.value.plan;
  const px = dpi / 25.4;
  const box = [window.x, window.y, window.width, window.height].map((mm) => Math.round(mm * px)) as [
    number,
    number,
    number,
    number,
  ];
  const mapOf = async (download: Download) => (await pixelsOf(download)).ctx.getImageData(...box).data;
  const differing = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
    let count = 0;
    for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1]) count++;
    return count;
  };
  const wallMap = await mapOf(wall);
  // Iron Host may not see Bone Legion's locked orders: its map is the wall map, pixel for pixel.
  expect(differing(wallMap, await mapOf(byName.get('firestorm-demo-iron-host.png')!))).toBe(0);
  // Bone Legion's own handout shows its orders: arrows and order tags the wall map does not carry.
  expect(differing(wallMap, await mapOf(byName.get('firestorm-demo-bone-legion.png')!))).toBeGreaterThan(200);
  // Not blank: the wall map is inked with terrain and territories.
  const { ctx, width } = await pixelsOf(wall);
  expect(width).toBeGreaterThan(1000);
  const row = ctx.getImageData(box[0], box[1] + Math.round(box[3] / 2), box[2], 1).data;
  let inked = 0;
  for (let i = 0; i < row.length; i += 4) if (row[i]! < 240 || row[i + 2]! < 240) inked++;
  expect(inked / (row.length / 4)).toBeGreaterThan(0.8);
});
