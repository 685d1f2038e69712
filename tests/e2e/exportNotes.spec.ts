import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expect, test, type Download, type Page } from '@playwright/test';
import { demoHexmarchDocument } from '@shared/document';
import { distance, parseHexKey, type HexKey } from '@shared/hex';
import { DEFAULT_PRINT_SETTINGS, MM_PER_INCH, type PrintSettings } from '@shared/print';
import { autoOrientation } from '../../renderer/src/menus/export/autoOrientation';
import { planFor } from '../../renderer/src/print/exportPrint';
import { DEFAULT_PRINT_CHOICES } from '../../renderer/src/print/printContent';
import { hexPixel } from '../renderer/print/printFixtures';
import { clickHex } from './campaignPlay';
import { hexToPage } from './mapScreen';

/** The app opens on the demo campaign; the spec adds the same note the GM types to compute where it prints. */
const demo = demoHexmarchDocument();
const LABEL = 'Ford of Aln';
const NOTE = 'The bridge is out since the spring floods.';

/** An open hex with nothing within two hexes, nearest the middle of the map view: the GM can click it at any width. */
async function quietHexInView(page: Page): Promise<HexKey> {
  const map = demo.campaign!.map;
  const busy = [
    ...Object.values(map.hexes).filter((hex) => hex.settlement || hex.river),
    ...demo.campaign!.armies.ids.map((id) => parseHexKey(demo.campaign!.armies.entities[id]!.hex!)),
  ];
  const quiet = (Object.keys(map.hexes) as HexKey[]).filter((key) => {
    const hex = map.hexes[key]!;
    return hex.terrain === 'open' && busy.every((other) => distance(hex, other) > 2);
  });
  const box = (await page.getByTestId('map-view').boundingBox())!;
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  let best = quiet[0]!;
  let bestDistance = Infinity;
  for (const key of quiet) {
    const at = await hexToPage(page, key);
    const d = Math.hypot(at.x - middle.x, at.y - middle.y);
    if (d < bestDistance) [best, bestDistance] = [key, d];
  }
  return best;
}

/** Share of the pixels in a box of an image that are within `tolerance` of `rgb`. */
async function share(
  bytes: Buffer,
  box: { x: number; y: number; w: number; h: number },
  rgb: readonly number[],
  tolerance: number,
): Promise<number> {
  const image = await loadImage(bytes);
  const ctx = createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(box.x, box.y, box.w, box.h).data;
  let near = 0;
  for (let i = 0; i < data.length; i += 4)
    if (rgb.every((value, c) => Math.abs(data[i + c]! - value) <= tolerance)) near++;
  return near / (data.length / 4);
}

for (const width of [800, 1280, 1920]) {
  test(`at ${width} px a GM writes a label and a note on a hex and prints them with the map`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 800 ? 600 : width === 1280 ? 800 : 1080 });
    await page.goto('/');
    await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
    const hex = await quietHexInView(page);

    // HEX-7: the label and note from the hex panel.
    await clickHex(page, hex);
    await page.getByTestId('hex-label-input').fill(LABEL);
    await page.getByTestId('hex-label-input').press('Enter');
    await page.getByTestId('hex-note-input').fill(NOTE);
    await page.getByTestId('hex-label-input').focus();
    await expect(page.getByTestId('map-view')).toHaveAttribute('data-noted', hex);

    await page.getByTestId('mode-map').click();
    await page.getByTestId('export-button').click();
    await expect(page.getByTestId('export-dialog')).toBeVisible();
    // On by default for a map with notes; the notes go on a page after the map.
    const choice = page.getByTestId('export-notes');
    await expect(choice).toBeEnabled();
    await expect(choice).toBeChecked();
    await page.getByTestId('export-format').selectOption('png-sheets');
    await page.getByTestId('export-dpi').selectOption('150');
    await expect(page.getByTestId('export-summary')).toHaveText(/^1 sheet \(1 × 1\) \+ 1 notes page · /);
    await expect(page.getByTestId('export-print-preview')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `test-results/export-notes-${width}-dialog.png` });

    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await page.getByTestId('export-run').click();
    await expect(page.getByTestId('export-dialog')).toBeHidden({ timeout: 30_000 });
    await expect
      .poll(() => downloads.map((d) => d.suggestedFilename()).sort())
      .toEqual(['demo-campaign-notes.png', 'demo-campaign.png']);
    const saved = async (name: string) => {
      const path = `test-results/export-notes-${width}-${name}`;
      await downloads.find((d) => d.suggestedFilename() === name)!.saveAs(path);
      return path;
    };
    const sheetPath = await saved('demo-campaign.png');
    const notesPath = await saved('demo-campaign-notes.png');

    // Where the dialog's settings print the noted hex: its note card in the upper left, the label under the centre.
    const document = { ...demo, notes: { [hex]: { label: LABEL, note: NOTE } } };
    const chosen: PrintSettings = { ...DEFAULT_PRINT_SETTINGS, dpi: 150 };
    const settings = { ...chosen, orientation: autoOrientation(document, chosen, DEFAULT_PRINT_CHOICES) };
    const planned = planFor(document, settings, DEFAULT_PRINT_CHOICES);
    if (!planned.ok) throw new Error(planned.error);
    const { plan } = planned.value;
    const { q, r } = parseHexKey(hex);
    const centre = hexPixel(plan, plan.pages[0]!, q, r);
    const pxPerHex = 10 * plan.mmPerWorld * (plan.dpi / MM_PER_INCH);
    const sheet = readFileSync(sheetPath);
    const card = await share(
      sheet,
      { x: Math.round(centre.x - 0.7 * pxPerHex), y: Math.round(centre.y - 0.68 * pxPerHex), w: 4, h: 4 },
      [0xff, 0xf6, 0xc9],
      6,
    );
    expect(card, 'note card at the hex').toBeGreaterThan(0.5);
    const label = await share(
      sheet,
      {
        x: Math.round(centre.x - 1.2 * pxPerHex),
        y: Math.round(centre.y + 0.3 * pxPerHex),
        w: Math.round(2.4 * pxPerHex),
        h: Math.round(0.8 * pxPerHex),
      },
      [0x3b, 0x1f, 0x5c],
      50,
    );
    expect(label, 'label ink under the hex').toBeGreaterThan(0.01);
    // The notes page: its first text line (the note) is inked where the plan put it.
    const line = plan.notesPages[0]!.lines.find((l) => l.style === 'text')!;
    const px = plan.dpi / MM_PER_INCH;
    const ink = await share(
      readFileSync(notesPath),
      { x: Math.round(line.xMm * px), y: Math.round(line.yMm * px), w: 300, h: Math.round(3 * px) },
      [0x16, 0x16, 0x16],
      90,
    );
    expect(ink, 'note text on the notes page').toBeGreaterThan(0.03);
  });
}
