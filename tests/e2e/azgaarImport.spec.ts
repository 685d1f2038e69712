import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { generateAzgaarWorld } from '../fixtures/azgaar/generateAzgaarWorld';
import { TRUST_SIZES } from './trustShots';

/**
 * Issue 31: a GM imports an Azgaar world through the File group (the browser edition's file picker, the path Open…
 * uses), picks the hex map's size in the dialog, and gets an ordinary map: editable, with the balance check, the
 * replaced work asked about first and one Undo away.
 */
const LITTLE_MARCHES = fileURLToPath(new URL('../fixtures/azgaar/little-marches.json', import.meta.url));

async function appReady(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'MOVE');
}

async function pickWorld(page: Page, path: string): Promise<void> {
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-import-azgaar').click();
  await (await choosing).setFiles(path);
}

async function shots(page: Page, name: string): Promise<void> {
  for (const size of TRUST_SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `test-results/azgaar-${name}-${size.width}.png` });
  }
}

test('a generated 10,000-cell world imports through the dialog as an ordinary map, and Undo brings the demo back', async ({
  page,
}, info) => {
  const world = join(info.outputPath(), 'generated-world.json');
  writeFileSync(world, JSON.stringify(generateAzgaarWorld({ cellsDesired: 10_000, seed: 7 }).json));
  await appReady(page);
  await pickWorld(page, world);

  const dialog = page.getByTestId('azgaar-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('azgaar-facts')).toContainText('Generated Test World');
  await expect(page.getByTestId('azgaar-facts')).toContainText('233 burgs (8 capitals), 13 rivers');
  await expect(page.getByTestId('azgaar-facts')).toContainText(
    '17 burgs removed in Azgaar will not be imported.',
  );
  await expect(page.getByTestId('azgaar-preview')).toBeVisible();
  await expect(page.getByTestId('azgaar-summary')).toContainText('13 river courses');
  await shots(page, 'dialog');

  // A smaller map: the preview follows.
  await page.getByTestId('azgaar-width').fill('40');
  await page.getByTestId('azgaar-height').fill('24');
  await expect(page.getByTestId('azgaar-summary')).toContainText('Fortress of Red player');
  await page.getByTestId('azgaar-import').click();
  await expect(dialog).toBeHidden();

  // The demo had no unsaved changes: no question. The imported map is open, Untitled and unsaved (no file holds
  // it yet, as a new map), editable.
  await expect(page.getByTestId('map-summary')).toContainText('40 × 24');
  await expect(page.getByTestId('file-message')).toContainText('Imported Generated Test World:');
  await expect(page.getByTestId('file-name')).toHaveText('Untitled •');
  await expect(page.getByTestId('undo-button')).toBeEnabled();
  await shots(page, 'map');

  await page.getByTestId('undo-button').click();
  await expect(page.getByTestId('map-summary')).toContainText('30 × 20');
  await page.getByTestId('mode-campaign').click();
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'MOVE');
});

test('unsaved work is asked about before a world replaces it', async ({ page }) => {
  await appReady(page);
  await page.getByTestId('go-on-button').click();
  await expect(page.getByTestId('file-name')).toHaveText('Untitled •');
  await pickWorld(page, LITTLE_MARCHES);
  await expect(page.getByTestId('azgaar-facts')).toContainText('Little Marches');
  await expect(page.getByTestId('azgaar-facts')).toContainText('6 burgs (2 capitals), 2 rivers');
  await page.getByTestId('azgaar-width').fill('16');
  await page.getByTestId('azgaar-height').fill('10');
  await expect(page.getByTestId('azgaar-summary')).toContainText(
    "Fortress of Red player: Aldmere (hex 0203), Azgaar's Aldmere",
  );
  await page.getByTestId('azgaar-import').click();

  const question = page.getByTestId('discard-question');
  await expect(question).toContainText('Importing an Azgaar world replaces what is open now.');
  await page.getByTestId('discard-cancel').click();
  await expect(page.getByTestId('turn-bar')).toBeVisible();
  await expect(page.getByTestId('file-name')).toHaveText('Untitled •');

  await pickWorld(page, LITTLE_MARCHES);
  await page.getByTestId('azgaar-width').fill('16');
  await page.getByTestId('azgaar-height').fill('10');
  await page.getByTestId('azgaar-import').click();
  await page.getByTestId('discard-confirm').click();
  await expect(page.getByTestId('map-summary')).toContainText('16 × 10');
  await expect(page.getByTestId('file-message')).toContainText(
    'Imported Little Marches: 1 city, 1 town, 2 villages, 2 fortresses and 2 rivers.',
  );
  // The balance check reads the imported map as any other (SETUP-3 fortresses, neutral settlements).
  await expect(page.getByTestId('fairness-panel')).toContainText('4 neutral settlements');
  await shots(page, 'little-marches');
});

test("Azgaar's .map save is explained, not imported, and the open campaign stays", async ({ page }, info) => {
  const save = join(info.outputPath(), 'Little Marches.map');
  writeFileSync(
    save,
    '1.108.11|File can be loaded in azgaar.github.io/Fantasy-Map-Generator|2026|1|600|400|1\r\n',
  );
  await appReady(page);
  await pickWorld(page, save);
  await expect(page.getByTestId('file-message')).toContainText(
    "Little Marches.map: This is Azgaar's own .map save, a compressed text format only Azgaar reads. Export the full JSON from Azgaar: Menu → Export → JSON (Full).",
  );
  await expect(page.getByTestId('azgaar-dialog')).toBeHidden();
  await expect(page.getByTestId('turn-bar')).toBeVisible();
});

test('the dialog speaks German with ?lang=de (issue 32)', async ({ page }) => {
  await page.goto('/?lang=de');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('file-import-azgaar').click();
  await (await choosing).setFiles(LITTLE_MARCHES);
  await expect(page.getByTestId('azgaar-facts')).toContainText(
    '40 Zellen, 6 Burgen (2 Hauptstädte), 2 Flüsse',
  );
  await expect(page.getByTestId('azgaar-summary')).toContainText('Flussläufe');
  await shots(page, 'dialog-de');
  await page.getByTestId('azgaar-import').click();
  await expect(page.getByTestId('file-message')).toContainText('Little Marches importiert:');
});
