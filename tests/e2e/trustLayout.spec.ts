import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoHexmarchDocument } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import { TRUST_SIZES, trustShotNow } from './trustShots';

/** Issue 27 "Layout and readability", at 1280 × 800 and 1920 × 1080. */

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function ready(page: Page): Promise<void> {
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'MOVE');
}

for (const size of TRUST_SIZES) {
  test(`at ${size.width} px the top bar’s buttons match, the status bar stays one line and Restore covers no control`, async ({
    page,
  }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    await page.setViewportSize(size);
    await page.goto('/');
    await ready(page);
    // Export…, Print pack… and Balance report… are as tall as Save and on its line.
    const save = await box(page.getByTestId('file-save'));
    for (const id of ['export-button', 'pack-button', 'chronicle-button', 'balance-button']) {
      const b = await box(page.getByTestId(id));
      expect(Math.abs(b.height - save.height), id).toBeLessThanOrEqual(2);
      expect(Math.abs(b.y - save.y), id).toBeLessThanOrEqual(2);
    }

    // A file message does not push the status bar onto a second line.
    const bar = page.locator('.status-bar');
    const before = await box(bar);
    const folder = mkdtempSync(join(tmpdir(), 'hexmarch-layout-'));
    const path = join(folder, 'A campaign with a rather long name for the status bar.hexmarch');
    writeFileSync(path, serializeHexmarchFile(demoHexmarchDocument(), 'test'));
    const choosing = page.waitForEvent('filechooser');
    await page.getByTestId('file-open').click();
    await (await choosing).setFiles(path);
    await expect(page.getByTestId('file-message')).toBeVisible();
    await ready(page);
    expect((await box(bar)).height).toBeLessThanOrEqual(before.height + 1);
    await expect(page.getByTestId('edition')).toBeVisible();
    expect(
      Math.abs((await box(page.getByTestId('edition'))).y - (await box(page.getByTestId('map-summary'))).y),
    ).toBeLessThanOrEqual(2);
    await trustShotNow(page, 'layout-status');

    // The recovery offer covers neither the phases nor the turn bar's buttons.
    await page.getByTestId('go-on-button').click();
    await page.waitForTimeout(1500);
    await page.reload();
    const offer = page.getByTestId('recovery-offer');
    await expect(offer).toBeVisible();
    const offerBox = await box(offer);
    for (const id of [
      'phase-MOVE',
      'phase-FIGHT',
      'phase-RESULTS',
      'go-on-button',
      'undo-button',
      'fit-button',
    ])
      expect(overlaps(offerBox, await box(page.getByTestId(id))), id).toBe(false);
    await trustShotNow(page, 'layout-restore');
  });
}

test('a dialog’s backdrop dims the Legend, and the balance dialog’s scrollbars are dark', async ({
  page,
}) => {
  // Issue 32: the dark theme (the system's here); in the light one the scrollbars are light, as the dialog is.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await ready(page);
  await page.getByTestId('legend-toggle').click();
  const legend = await box(page.getByTestId('map-legend'));
  await page.getByTestId('balance-button').click();
  const dialog = page.locator('.dialog').first();
  await expect(dialog).toBeVisible();
  // The scheme is inherited from :root ("light dark" while the GM follows the system, which is dark here), and the
  // dialog is painted in the dark tokens, so the UA draws its scrollbars dark too.
  const painted = await dialog.evaluate((d) => {
    const style = getComputedStyle(d);
    return { scheme: style.colorScheme, background: style.backgroundColor };
  });
  expect(painted.scheme).toMatch(/\bdark\b/);
  const [r, g, b] = painted.background.match(/\d+/g)!.map(Number);
  expect(Math.max(r!, g!, b!)).toBeLessThan(90);
  // Whatever lies on top at the Legend's corner belongs to the dialog layer, not the Legend.
  const top = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="map-legend"]') !== null,
    { x: legend.x + 20, y: legend.y + legend.height - 20 },
  );
  expect(top).toBe(false);
  await trustShotNow(page, 'layout-dialog');
});
