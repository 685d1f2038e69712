import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { demoHexmarchDocument } from '@shared/document';
import { stringsOf, untranslatedTexts } from './untranslatedText';

/**
 * Issue 32: the dialogs added beside the main screens (Keyboard shortcuts, Versions…, Chronicle…, Import Azgaar
 * world…) show no untranslated text in the pseudo-locale. Key names (Ctrl, Shift, Esc) are what is printed on the
 * keys, so they count as notation here; the world's name and file and the new map's player names are the file's
 * own text, like a document's names.
 */
const LITTLE_MARCHES = fileURLToPath(new URL('../fixtures/azgaar/little-marches.json', import.meta.url));
const KEY_NAMES = ['Ctrl', 'Shift', 'Alt', 'Esc', 'Enter', 'Space', 'Tab', 'Home', 'End', 'PgUp', 'PgDn'];
/** The letter keys themselves (Ctrl+O, F): printed on the keyboard, not words. */
const KEY_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const ALLOWED = [
  ...stringsOf(demoHexmarchDocument()),
  ...KEY_NAMES,
  ...KEY_LETTERS,
  // The imported world's own names (its title, burgs) and file name, and the new map's player names.
  ...stringsOf(JSON.parse(readFileSync(LITTLE_MARCHES, 'utf8'))),
  'little-marches.json',
  'Red player',
  'Blue player',
];

async function pseudoApp(page: Page): Promise<void> {
  await page.goto('/?lang=en-XA');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
}

test('Keyboard shortcuts and Chronicle… are translated', async ({ page }) => {
  await pseudoApp(page);
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcuts-dialog')).toBeVisible();
  expect(await untranslatedTexts(page, '[data-testid="shortcuts-dialog"]', ALLOWED)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByTestId('chronicle-button').click();
  await expect(page.getByTestId('chronicle-dialog')).toBeVisible();
  expect(await untranslatedTexts(page, '[data-testid="chronicle-dialog"]', ALLOWED)).toEqual([]);
  await page.getByTestId('chronicle-cancel').click();
});

test('Versions… is translated, with a version listed', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await pseudoApp(page);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('file-save').click();
  await downloading;
  await page.getByTestId('file-versions').click();
  const dialog = page.getByTestId('versions-dialog');
  await expect(dialog.getByTestId('version-row')).toHaveCount(1);
  await dialog.getByTestId('version-row').first().click();
  await expect(dialog.getByTestId('version-thumbnail')).toBeVisible();
  expect(await untranslatedTexts(page, '[data-testid="versions-dialog"]', ALLOWED)).toEqual([]);
});

test('Import Azgaar world… is translated', async ({ page }) => {
  await pseudoApp(page);
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-import-azgaar').click();
  await (await choosing).setFiles(LITTLE_MARCHES);
  await expect(page.getByTestId('azgaar-preview')).toBeVisible();
  expect(await untranslatedTexts(page, '[data-testid="azgaar-dialog"]', ALLOWED)).toEqual([]);
});
