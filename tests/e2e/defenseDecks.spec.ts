import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** Screenshots only when asked for (DEFENSE_SHOTS=1): they are for a person to look at. */
const SHOTS = process.env.DEFENSE_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `test-results/defense-decks-${name}.png` });
};

test.beforeEach(async ({ page }) => {
  // The browser edition saves by download where there is no save picker (as in Firefox); confirms are answered yes.
  await page.addInitScript(() => Object.defineProperty(window, 'showSaveFilePicker', { value: undefined }));
  page.on('dialog', (dialog) => void dialog.accept());
});

test('a GM edits a faction deck, saves it, reopens it (a damaged copy is refused by tile and field) and plays with it', async ({
  page,
}, info) => {
  await page.goto('/');
  await page.getByTestId('mode-defense').click();
  await page.getByTestId('defense-edit-decks').click();
  const editor = page.getByTestId('deck-editor');
  await expect(page.getByTestId('deck-name')).toHaveValue('Iron Wardens');

  // Edit the first tile: a wrong cost is named by tile and field, and the deck cannot be saved until it is put right.
  await page.getByTestId('deck-tile-1').getByRole('button', { name: 'Shield Wall', exact: true }).click();
  await page.getByTestId('tile-name').fill('Pikemen');
  await page.getByTestId('tile-cost').fill('');
  await expect(page.getByTestId('deck-issues')).toContainText(
    'tile 1 "Pikemen": cost: must be a whole number from 0 to 20',
  );
  await expect(page.getByTestId('deck-save')).toBeDisabled();
  await page.getByTestId('tile-cost').fill('1');
  await page.getByTestId('tile-melee').selectOption('d8');
  await expect(page.getByTestId('deck-issues')).toHaveCount(0);

  // Add a building with an effect the engine does not know, then correct it (ANV-7); delete the Militia.
  await page.getByTestId('deck-add-building').click();
  await page.getByTestId('tile-name').fill('Pike Store');
  await page.getByTestId('tile-effects').fill('AURA_ATTACK(1), FLY(2)');
  await expect(page.getByTestId('deck-issues')).toContainText(
    /tile 12 "Pike Store": effects #2: "FLY\(2\)" is not an effect/,
  );
  await page.getByTestId('tile-effects').fill('AURA_ATTACK(1)');
  await expect(page.getByTestId('deck-issues')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Delete Militia' }).click();
  await page.getByTestId('deck-name').fill('Pike Company');
  await expect(editor).toContainText('a faction deck (units and buildings) of 18 tiles in play');
  await expect(page.getByTestId('deck-tile-1')).toContainText('costs 1 manpower · melee d8');
  await shot(page, '1-editor-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shot(page, '1-editor-1920');
  await page.setViewportSize({ width: 1280, height: 800 });

  const downloading = page.waitForEvent('download');
  await page.getByTestId('deck-save').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pike-company.deck.json');
  const saved = info.outputPath('pike-company.deck.json');
  await download.saveAs(saved);
  await expect(page.getByTestId('deck-message')).toContainText('pike-company.deck.json');

  // Another deck on screen; a damaged copy of the file is refused by tile and field and that deck stays.
  await page.getByTestId('deck-start-from').selectOption({ label: 'Iron Wardens' });
  await expect(page.getByTestId('deck-name')).toHaveValue('Iron Wardens');
  const damaged = JSON.parse(readFileSync(saved, 'utf8')) as { tiles: Record<string, unknown>[] };
  damaged.tiles[0]!.melee = 'd7';
  damaged.tiles[3]!.strength = 4;
  const damagedPath = info.outputPath('damaged.deck.json');
  writeFileSync(damagedPath, JSON.stringify(damaged));
  await page.getByTestId('deck-open').setInputFiles(damagedPath);
  await expect(page.getByTestId('deck-message')).toContainText(
    'damaged.deck.json: tile 1 "Pikemen": melee: must be one of d4, d6, d8, d10, d12',
  );
  await expect(page.getByTestId('deck-message')).toContainText(
    'damaged.deck.json: tile 4 "Veteran Guard": tile: unknown field strength',
  );
  await expect(page.getByTestId('deck-message')).toContainText('The deck on screen is unchanged.');
  await expect(page.getByTestId('deck-name')).toHaveValue('Iron Wardens');
  await shot(page, '2-damaged-file-1280');

  // The saved file opens as it was saved, and the GM uses it in a game.
  await page.getByTestId('deck-open').setInputFiles(saved);
  await expect(page.getByTestId('deck-name')).toHaveValue('Pike Company');
  await expect(page.getByTestId('deck-tile-1')).toContainText('Pikemen');
  await expect(page.getByTestId('deck-tile-11')).toContainText('Pike Store');
  await page.getByTestId('deck-keep').click();
  await expect(page.getByTestId('defense-deck-1').locator('option:checked')).toHaveText(
    'Pike Company (your deck)',
  );
  await page.getByTestId('defense-deck-2').selectOption({ label: 'Pike Company (your deck)' });
  await shot(page, '3-setup-1280');
  await page.getByTestId('defense-start').click();
  await expect(page.getByTestId('defense-turn')).toContainText('Turn 1: Player 1');
  await expect(page.getByTestId('defense-player-deck-1')).toHaveText('Pike Company');
  await expect(page.getByTestId('defense-player-deck-2')).toHaveText('Pike Company');
  await page.getByTestId('defense-autoplay').click();
  await expect(page.getByTestId('defense-score')).toBeVisible();
  await shot(page, '4-played-1280');
});
