import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadHexmarchFile } from '@shared/file';

const shot = (name: string) => ({ path: `test-results/files-${name}.png` });

/** Turn number shown in the turn bar. */
async function turnNumber(page: Page): Promise<number> {
  return Number((await page.getByTestId('turn-number').textContent())?.replace('Turn ', ''));
}

/** Ends the active side's MOVE phase (no battles in the demo's first turns: the next side-turn starts). */
async function playOneSideTurn(page: Page): Promise<number> {
  const before = await turnNumber(page);
  await page.getByTestId('go-on-button').click();
  await expect(page.getByTestId('turn-number')).toHaveText(`Turn ${before + 1}`);
  return before + 1;
}

async function appReady(page: Page): Promise<void> {
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'MOVE');
}

/** Clicks Save, keeps the download under its suggested name in `folder`; returns the name and the path. */
async function saveByDownload(page: Page, folder: string): Promise<{ name: string; path: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('file-save').click();
  const download = await downloading;
  const name = download.suggestedFilename();
  const path = join(folder, name);
  await download.saveAs(path);
  return { name, path };
}

test.describe('browser edition files (download, no File System Access API)', () => {
  test.beforeEach(async ({ page }) => {
    // Firefox and Safari have no save picker: Hexmarch saves by download there. Chromium's picker is hidden here.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'showSaveFilePicker', { value: undefined });
    });
    // Accept the browser's "Leave site?" prompt on reloads with unsaved changes.
    page.on('dialog', (dialog) => void dialog.accept());
  });

  test('a GM saves, reloads the page, opens the file and continues the campaign', async ({ page }, info) => {
    await page.goto('/');
    await appReady(page);
    await expect(page.getByTestId('file-name')).toHaveText('Untitled');
    const turn = await playOneSideTurn(page);
    await expect(page.getByTestId('file-name')).toHaveText('Untitled •');
    await expect(page).toHaveTitle('Untitled • — Hexmarch');

    const { name, path: file } = await saveByDownload(page, info.outputPath('first'));
    expect(name).toMatch(/\.hexmarch$/);
    await expect(page.getByTestId('file-name')).toHaveText(name);
    await expect(page).toHaveTitle(`${name} — Hexmarch`);
    const saved = loadHexmarchFile(readFileSync(file, 'utf8'));
    expect(saved.ok && saved.value.document.campaign?.turn.number).toBe(turn);
    await page.screenshot(shot('1-saved'));

    // A fresh page: the demo again, and no recovery offer (everything was saved).
    await page.reload();
    await appReady(page);
    await expect(page.getByTestId('turn-number')).toHaveText('Turn 1');
    await expect(page.getByTestId('recovery-offer')).toHaveCount(0);

    const choosing = page.waitForEvent('filechooser');
    await page.getByTestId('file-open').click();
    await (await choosing).setFiles(file);
    await expect(page.getByTestId('turn-number')).toHaveText(`Turn ${turn}`);
    await expect(page.getByTestId('file-name')).toHaveText(name);
    await page.screenshot(shot('2-reopened'));

    // Continue the campaign from where the file left it, and save it again.
    await playOneSideTurn(page);
    await expect(page.getByTestId('file-name')).toHaveText(`${name} •`);
    const { path: again } = await saveByDownload(page, info.outputPath('second'));
    const continued = loadHexmarchFile(readFileSync(again, 'utf8'));
    if (!continued.ok || !saved.ok) throw new Error('saved files must open');
    expect(continued.value.document.campaign?.turn.number).toBe(turn + 1);
    expect(continued.value.document.campaign!.log.length).toBeGreaterThan(
      saved.value.document.campaign!.log.length,
    );
    await page.screenshot(shot('3-continued'));
  });

  test('a damaged file is refused with a plain message and the campaign stays as it was', async ({
    page,
  }) => {
    await page.goto('/');
    await appReady(page);
    await playOneSideTurn(page);
    const choosing = page.waitForEvent('filechooser');
    await page.getByTestId('file-open').click();
    // Unsaved changes: Hexmarch asks first (issue 9); the file dialog comes after Discard.
    await page.getByTestId('discard-confirm').click();
    await (
      await choosing
    ).setFiles({
      name: 'Cut short.hexmarch',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"hexmarch","version":1,"appVersion":"0.1.0","document":{"mapDo'),
    });
    await expect(page.getByTestId('file-message')).toContainText(
      'Cut short.hexmarch: This Hexmarch file is damaged and cannot be opened',
    );
    await expect(page.getByTestId('turn-number')).toHaveText('Turn 2');
    await page.screenshot(shot('4-damaged'));
  });

  test('after the page is closed with unsaved changes, the next visit offers to restore them', async ({
    page,
  }) => {
    await page.goto('/');
    await appReady(page);
    const turn = await playOneSideTurn(page);
    // The recovery copy is written about a second after the change.
    await page.waitForTimeout(1500);
    await page.reload();
    await appReady(page);
    await expect(page.getByTestId('recovery-offer')).toBeVisible();
    await page.screenshot(shot('5-recovery-offer'));
    await page.getByTestId('recovery-restore').click();
    await expect(page.getByTestId('turn-number')).toHaveText(`Turn ${turn}`);
    await expect(page.getByTestId('file-name')).toHaveText('Recovered campaign •');
  });
});

test('with the File System Access API, Save As asks for a file once and Save writes it again in place', async ({
  page,
}) => {
  // Chromium's real picker is a native dialog Playwright cannot drive: a stand-in records what Hexmarch writes
  // through the handle it returns (createWritable → write → close), the same calls the real handle receives.
  await page.addInitScript(() => {
    const written: string[] = [];
    const pickerCalls: string[] = [];
    Object.assign(window, {
      __written: written,
      __pickerCalls: pickerCalls,
      showSaveFilePicker: (options: { suggestedName: string }) => {
        pickerCalls.push(options.suggestedName);
        return Promise.resolve({
          name: 'Border War.hexmarch',
          createWritable: () => {
            let text = '';
            return Promise.resolve({
              write: (chunk: string) => Promise.resolve(void (text += chunk)),
              close: () => Promise.resolve(void written.push(text)),
            });
          },
        });
      },
    });
  });
  await page.goto('/');
  await appReady(page);
  await playOneSideTurn(page);
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('file-name')).toHaveText('Border War.hexmarch');
  await playOneSideTurn(page);
  await expect(page.getByTestId('file-name')).toHaveText('Border War.hexmarch •');
  await page.getByTestId('file-save').click();
  await expect(page.getByTestId('file-name')).toHaveText('Border War.hexmarch');
  const { written, pickerCalls } = await page.evaluate(() => {
    const scope = window as unknown as { __written: string[]; __pickerCalls: string[] };
    return { written: scope.__written, pickerCalls: scope.__pickerCalls };
  });
  expect(pickerCalls).toHaveLength(1);
  expect(written).toHaveLength(2);
  const turns = written.map((text) => {
    const loaded = loadHexmarchFile(text);
    return loaded.ok ? loaded.value.document.campaign?.turn.number : null;
  });
  expect(turns).toEqual([2, 3]);
});
