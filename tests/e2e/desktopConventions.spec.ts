import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { FUZZ_FAMILIES } from '../../scripts/lib/fuzzFamilies';

/** Issue 32: drop a file onto the window, every shortcut in one place, light and dark themes, versions. */
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/desktop-${name}.png` });

/** A valid file of each family, as Hexmarch writes them (the file fuzz's bases). */
function fileOf(family: string, index = 0): string {
  const found = FUZZ_FAMILIES.find((candidate) => candidate.name === family);
  if (!found) throw new Error(`no family ${family}`);
  return JSON.stringify(found.bases()[index]);
}

async function appReady(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
}

/** Drags a file over the window as the system does: a DataTransfer holding a File. `drop: false` stops short. */
async function dragFile(page: Page, name: string, text: string, drop = true): Promise<void> {
  await page.evaluate(
    ({ name, text, drop }) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type: 'application/json' }));
      const fire = (type: string) =>
        window.document.body.dispatchEvent(
          new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
        );
      fire('dragenter');
      fire('dragover');
      if (drop) fire('drop');
    },
    { name, text, drop },
  );
}

const turnNumber = async (page: Page) =>
  Number((await page.getByTestId('turn-number').textContent())?.replace('Turn ', ''));

test.describe('a file dropped onto the window', () => {
  test('a campaign opens as with Open…, and a bad file is refused in the words Open… uses', async ({
    page,
  }) => {
    await appReady(page);
    await dragFile(page, 'Dropped War.hexmarch', fileOf('core'), false);
    await expect(page.getByTestId('drop-overlay')).toBeVisible();
    await expect(page.getByTestId('drop-overlay')).toContainText('A campaign');
    await shot(page, 'drop-overlay-1280');
    await page.evaluate(() =>
      window.document.body.dispatchEvent(
        new DragEvent('drop', { dataTransfer: new DataTransfer(), bubbles: true }),
      ),
    );
    await dragFile(page, 'Dropped War.hexmarch', fileOf('core'));
    await expect(page.getByTestId('drop-overlay')).toHaveCount(0);
    await expect(page.getByTestId('file-name')).toHaveText('Dropped War.hexmarch');
    await expect(page.getByTestId('file-message')).toContainText('Opened Dropped War.hexmarch.');

    // The same bad file through Open… and by drop: the same refusal, and the campaign stays.
    const bad = 'test-results/desktop-not-a-campaign.hexmarch';
    writeFileSync(bad, '{"format":"hexmarch","version":2,"document":{"mapDocument":7}}');
    const choosing = page.waitForEvent('filechooser');
    await page.getByTestId('file-open').click();
    await (await choosing).setFiles(bad);
    // The refusal replaces the "Opened …" line once the file is read: wait for it before reading it whole.
    await expect(page.getByTestId('file-message')).toContainText('desktop-not-a-campaign.hexmarch:');
    const refusal = (await page.getByTestId('file-message').textContent())!;
    await page
      .getByTestId('file-message-dismiss')
      .click()
      .catch(() => undefined);
    await dragFile(page, 'desktop-not-a-campaign.hexmarch', readFileSync(bad, 'utf8'));
    await expect(page.getByTestId('file-message')).toHaveText(refusal);
    await expect(page.getByTestId('file-name')).toHaveText('Dropped War.hexmarch');
  });

  test('unsaved work is asked about first, and Cancel keeps it', async ({ page }) => {
    await appReady(page);
    await page.getByTestId('go-on-button').click();
    await expect(page.getByTestId('file-name')).toContainText('•');
    const turn = await turnNumber(page);
    await dragFile(page, 'Other.hexmarch', fileOf('core'), false);
    await expect(page.getByTestId('drop-unsaved')).toBeVisible();
    await page.evaluate(() =>
      window.document.body.dispatchEvent(
        new DragEvent('dragleave', { dataTransfer: new DataTransfer(), bubbles: true }),
      ),
    );
    await dragFile(page, 'Other.hexmarch', fileOf('core'));
    await expect(page.getByTestId('discard-question')).toBeVisible();
    await expect(page.getByTestId('discard-question-text')).toContainText('Opening another file');
    await page.getByTestId('discard-cancel').click();
    expect(await turnNumber(page)).toBe(turn);
    await expect(page.getByTestId('file-name')).not.toHaveText('Other.hexmarch');
  });

  test('a saved assault, a saved defense game and a deck file open where their Open buttons are', async ({
    page,
  }) => {
    await appReady(page);
    await dragFile(page, 'storming.json', fileOf('assault record'));
    await expect(page.getByTestId('assault-message')).toContainText('Opened');
    await dragFile(page, 'Village defense.hexmarch', fileOf('saved defense game'));
    await expect(page.getByTestId('defense-file-message')).toContainText('Opened Village defense.hexmarch.');
    await page.getByTestId('defense-back').click();
    await dragFile(page, 'bad.json', '{"format":"hexmarch-assault"}');
    await expect(page.getByTestId('assault-message')).toContainText('bad.json was not opened.');
  });

  test('a deck file opens in the deck editor', async ({ page }) => {
    await appReady(page);
    await page.getByTestId('mode-defense').click();
    await dragFile(page, 'city.deck.json', fileOf('deck file', 2));
    await expect(page.getByTestId('deck-editor')).toBeVisible();
    await expect(page.getByTestId('deck-editor')).toContainText('Opened city.deck.json.');
  });
});

test.describe('keyboard shortcuts', () => {
  test('"?" opens the searchable list, the map pans with the arrows, Ctrl+Z undoes', async ({ page }) => {
    await appReady(page);
    await page.keyboard.press('?');
    const dialog = page.getByTestId('shortcuts-dialog');
    await expect(dialog).toBeVisible();
    await shot(page, 'shortcuts-1280');
    await page.getByTestId('shortcuts-search').fill('pan');
    await expect(dialog.getByTestId('shortcut-row')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.getByTestId('mode-map').click();
    const mapView = page.getByTestId('map-view');
    await page.getByTestId('map-canvas').click({ position: { x: 30, y: 30 } });
    const before = await mapView.getAttribute('data-camera-x');
    await page.keyboard.press('ArrowLeft');
    await expect(mapView).not.toHaveAttribute('data-camera-x', before ?? '');
    const scale = await mapView.getAttribute('data-camera-scale');
    await page.keyboard.press('+');
    await expect(mapView).not.toHaveAttribute('data-camera-scale', scale ?? '');
  });
});

test.describe('themes', () => {
  for (const scheme of ['light', 'dark'] as const)
    test(`follows the system's ${scheme} scheme by default`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await appReady(page);
      const background = await page.evaluate(
        () => getComputedStyle(window.document.documentElement).backgroundColor,
      );
      expect(background).toBe(scheme === 'light' ? 'rgb(243, 241, 236)' : 'rgb(31, 35, 41)');
      await expect(page.getByTestId('theme-switch')).toHaveValue('system');
      await shot(page, `${scheme}-1280`);
    });

  test('the switch overrides the system and is kept for the next start', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await appReady(page);
    await page.getByTestId('theme-switch').selectOption('light');
    const light = () =>
      page.evaluate(() => getComputedStyle(window.document.documentElement).backgroundColor);
    expect(await light()).toBe('rgb(243, 241, 236)');
    await page.reload();
    await expect(page.getByTestId('theme-switch')).toHaveValue('light');
    expect(await light()).toBe('rgb(243, 241, 236)');
  });

  test('an exported PNG is the same in both themes (printouts never follow the theme)', async ({ page }) => {
    const exported: Buffer[] = [];
    for (const theme of ['light', 'dark']) {
      await appReady(page);
      await page.getByTestId('theme-switch').selectOption(theme);
      await page.getByTestId('mode-map').click();
      await page.getByTestId('export-button').click();
      await page.getByTestId('export-format').selectOption('png-single');
      await page.getByTestId('export-dpi').selectOption('150');
      const downloading = page.waitForEvent('download');
      await page.getByTestId('export-run').click();
      const path = `test-results/desktop-export-${theme}.png`;
      await (await downloading).saveAs(path);
      exported.push(readFileSync(path));
    }
    expect(exported[0]!.length).toBeGreaterThan(1000);
    expect(exported[0]!.equals(exported[1]!)).toBe(true);
  });
});

test.describe('versions', () => {
  test('each save keeps a version; Versions… previews one and restores it as an Undo step', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // Saves download here (no save picker), under the campaign's name.
      delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    await appReady(page);
    const save = async () => {
      const downloading = page.waitForEvent('download');
      await page.getByTestId('file-save').click();
      await downloading;
      await expect(page.getByTestId('file-message')).toContainText('Saved');
    };
    await save();
    const first = await turnNumber(page);
    await page.getByTestId('go-on-button').click();
    await expect(page.getByTestId('turn-number')).toHaveText(`Turn ${first + 1}`);
    await save();
    await page.getByTestId('file-versions').click();
    const dialog = page.getByTestId('versions-dialog');
    await expect(dialog.getByTestId('version-row')).toHaveCount(2);
    await expect(dialog.getByTestId('version-row').first()).toContainText(`Turn ${first + 1}`);
    await dialog.getByTestId('version-row').nth(1).click();
    await expect(dialog.getByTestId('version-preview')).toContainText(`Turn ${first}`);
    await expect(dialog.getByTestId('version-thumbnail')).toBeVisible();
    await shot(page, 'versions-1280');
    await page.getByTestId('versions-restore').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('turn-number')).toHaveText(`Turn ${first}`);
    await expect(page.getByTestId('file-message')).toContainText('Undo brings back what was there');
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('turn-number')).toHaveText(`Turn ${first + 1}`);
  });
});
