import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { serializeHexmarchFile } from '@shared/file';
import { midTurnDocument } from '../shared/pack/packFixture';
import { pdfPages } from '../renderer/print/printFixtures';

const shot = (name: string) => ({ path: `test-results/pack-${name}.png` });

async function appReady(page: Page): Promise<void> {
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'MOVE');
}

/** Opens the skirmish at side-turn 2's FIGHT phase, with two battles waiting for a tabletop result. */
async function openMidTurnCampaign(page: Page): Promise<void> {
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-open').click();
  await (
    await choosing
  ).setFiles({
    name: 'Skirmish night.hexmarch',
    mimeType: 'application/json',
    buffer: Buffer.from(serializeHexmarchFile(midTurnDocument(), '0.1.0')),
  });
  await expect(page.getByTestId('turn-number')).toHaveText('Turn 2');
}

test.describe('the game-night pack (issue 17)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'showSaveFilePicker', { value: undefined });
    });
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/');
    await appReady(page);
  });

  test('a GM previews the pack of a campaign mid-turn and saves the PDF', async ({ page }, info) => {
    await openMidTurnCampaign(page);
    await page.getByTestId('pack-button').click();
    const dialog = page.getByTestId('pack-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('pack-summary')).toHaveText(
      '6 pages: 2 battle sheets, 2 turn reports, and 2 debriefs.',
    );
    const pages = page.getByTestId('pack-page');
    await expect(pages).toHaveCount(6);
    await expect(pages.nth(0).getByRole('heading', { level: 2 })).toHaveText(
      'Battle at hex 0606 (open ground)',
    );
    await expect(pages.nth(1).getByRole('heading', { level: 2 })).toHaveText(
      'Battle at Halgate (village, hex 0507)',
    );
    await expect(pages.nth(1)).toContainText('Blue player 3 (Blue)');
    await expect(pages.nth(1)).toContainText('Red player 1 (Red)');
    await expect(pages.nth(1)).toContainText('Defender massacre16.7%6 of 36');
    // The battle's map inset and its table plan (issue 29).
    await expect(pages.nth(0).locator('img')).toHaveCount(2);
    await expect(pages.nth(0).locator('img').first()).toHaveJSProperty('complete', true);
    await expect(pages.nth(0).getByTestId('pack-battlefield')).toBeVisible();
    await page.screenshot(shot('1280-battle'));
    await pages.nth(2).scrollIntoViewIfNeeded();
    await expect(pages.nth(2).locator('img')).toHaveCount(2);
    await page.screenshot(shot('1280-turn-report'));

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot(shot('1920-battle'));

    await page.getByTestId('pack-side').selectOption({ label: 'Blue: its debrief only' });
    await expect(pages).toHaveCount(1);
    await expect(page.getByTestId('pack-summary')).toHaveText('1 page: 1 debrief.');
    await expect(pages.nth(0).getByRole('heading', { level: 2 })).toHaveText('Debrief for Blue');
    await expect(pages.nth(0)).toContainText('not known');
    await expect(pages.nth(0)).not.toContainText('Red player 1 (Red) moved');
    await page.screenshot(shot('1920-debrief'));

    const downloading = page.waitForEvent('download');
    await page.getByTestId('pack-save').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('skirmish-blue-debrief.pdf');
    const path = info.outputPath('debrief.pdf');
    await download.saveAs(path);
    expect(pdfPages(readFileSync(path)).count).toBe(1);
    await expect(dialog).toHaveCount(0);
  });

  test('a pack printed before any battle says there are no battle sheets', async ({ page }) => {
    await page.getByTestId('pack-button').click();
    const notice = page.getByTestId('pack-page').first();
    await expect(notice).toHaveAttribute('data-kind', 'notice');
    await expect(notice).toContainText('No battles are waiting for a result');
    // The turn report's chart and whole-map picture, drawn by the PDF's own code.
    await expect(page.getByTestId('pack-page').nth(1).locator('img')).toHaveCount(2);
    await page.screenshot(shot('1280-notice'));
    await page.getByTestId('pack-cancel').click();
    await expect(page.getByTestId('pack-dialog')).toHaveCount(0);
  });
});
