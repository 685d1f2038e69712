import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadHexmarchFile } from '@shared/file';

/**
 * Issue 9, "Work replaced without asking": a GM saves a campaign as my-campaign.hexmarch, plays a move, then
 * chooses the Skirmish demo (and later a new map). Hexmarch asks first, the replaced document is Untitled, Undo
 * brings the campaign back, and the user's file is never written over.
 */
async function appReady(page: Page): Promise<void> {
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'MOVE');
}

async function playOneSideTurn(page: Page): Promise<void> {
  const before = Number((await page.getByTestId('turn-number').textContent())?.replace('Turn ', ''));
  await page.getByTestId('go-on-button').click();
  await expect(page.getByTestId('turn-number')).toHaveText(`Turn ${before + 1}`);
}

test.beforeEach(async ({ page }) => {
  // Downloads stand in for the save picker (Firefox and Safari have none; Chromium's cannot be driven here).
  await page.addInitScript(() => Object.defineProperty(window, 'showSaveFilePicker', { value: undefined }));
});

for (const width of [1280, 1920]) {
  test(`a GM who chooses a demo over unsaved work is asked first, and the saved file stays untouched (${width} px)`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
    await page.goto('/');
    await appReady(page);
    await playOneSideTurn(page);

    // Save As my-campaign.hexmarch (the download is the browser edition's save).
    const downloading = page.waitForEvent('download');
    await page.getByTestId('file-save-as').click();
    const download = await downloading;
    const file = join(info.outputPath(`${width}`), 'my-campaign.hexmarch');
    await download.saveAs(file);
    const savedText = readFileSync(file, 'utf8');
    const savedName = download.suggestedFilename();
    await expect(page.getByTestId('file-name')).toHaveText(savedName);

    // A move: unsaved changes.
    await playOneSideTurn(page);
    await expect(page.getByTestId('file-name')).toHaveText(`${savedName} •`);
    const turnPlayed = await page.getByTestId('turn-number').textContent();

    // The demo asks first, naming the file and what would replace it.
    await page.getByTestId('open-skirmish').click();
    const question = page.getByTestId('discard-question');
    await expect(question).toBeVisible();
    await expect(question).toContainText(`Discard the unsaved changes to ${savedName}?`);
    await expect(question).toContainText('Opening the Skirmish (8 × 8) demo replaces what is open now.');
    await page.screenshot({ path: `test-results/replace-question-${width}.png` });

    // Cancel: nothing changed.
    await page.getByTestId('discard-cancel').click();
    await expect(question).toBeHidden();
    await expect(page.getByTestId('turn-number')).toHaveText(turnPlayed!);
    await expect(page.getByTestId('file-name')).toHaveText(`${savedName} •`);

    // Discard: the skirmish, Untitled, with Undo available.
    await page.getByTestId('open-skirmish').click();
    await page.getByTestId('discard-confirm').click();
    await expect(page.getByTestId('map-summary')).toContainText('8 × 8');
    await expect(page.getByTestId('file-name')).toHaveText('Untitled');
    await expect(page).toHaveTitle('Hexmarch'); // a clean Untitled document: the plain app title
    await expect(page.getByTestId('undo-button')).toBeEnabled();

    // The next Save asks for a new file (a download under another name), never the user's file.
    const savingDemo = page.waitForEvent('download');
    await page.getByTestId('file-save').click();
    expect((await savingDemo).suggestedFilename()).not.toBe(savedName);
    expect(readFileSync(file, 'utf8')).toBe(savedText);
    const loaded = loadHexmarchFile(savedText);
    expect(loaded.ok && loaded.value.document.campaign?.turn.number).toBe(2);

    // Undo brings the campaign back, as unsaved Untitled work (the demo was saved to a file of its own).
    await page.getByTestId('undo-button').click();
    await expect(page.getByTestId('turn-number')).toHaveText(turnPlayed!);
    await expect(page.getByTestId('file-name')).toHaveText('Untitled •');

    // New map → Generate over the campaign asks too, over the New map dialog.
    await page.getByTestId('mode-map').click();
    await page.getByTestId('new-map-button').click();
    await expect(page.getByTestId('newmap-fairness')).toBeVisible();
    await page.getByTestId('newmap-generate').click();
    await expect(question).toContainText('Generating a new map replaces what is open now.');
    await page.screenshot({ path: `test-results/replace-question-newmap-${width}.png` });
    await page.getByTestId('discard-confirm').click();
    await expect(page.getByTestId('newmap-dialog')).toBeHidden();
    await expect(page.getByTestId('file-name')).toHaveText('Untitled •');
    expect(readFileSync(file, 'utf8')).toBe(savedText);
  });
}
