import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoMapDocument, firestormDemoState } from '@shared/document';
import { serializeHexmarchFile } from '@shared/file';
import type { HexKey } from '@shared/hex';
import { firestormScenarioFixture } from '../fixtures/siegedFirestorm';
import { lockSeat, shots, step } from './firestormPlay';
import { hexToPage } from './mapScreen';
import { openHexmarchFile } from './openFile';

const CARD = 'Hold the Caverns of Fulminax at the end of a turn';

test('a GM records a Secret Objective, banks its reward when met, and banks a territory bonus from the book (FS-SETUP-5, FS-GLORY-1)', async ({
  page,
}) => {
  const demo = firestormDemoState();
  const iron = demo.factions.find((f) => f.name === 'Iron Host')!;
  const player = iron.playerIds[0]!;
  await page.goto('/');
  await page.getByTestId('open-firestorm-demo').click();
  const glory = page.locator('[data-testid="fs-glory-row"][data-faction="Iron Host"] strong');
  const before = Number(await glory.textContent());

  const panel = page.getByTestId('fs-objectives');
  await panel.locator('summary').click();
  await page.getByLabel(`${player}'s Secret Objective`).fill(CARD);
  await panel.getByRole('button', { name: 'Record' }).first().click();
  const row = page.locator(`[data-testid="fs-objective"][data-player="${player}"]`);
  await expect(row).toContainText(CARD);
  await expect(page.getByTestId('fs-log')).toContainText(`${player}'s Secret Objective: “${CARD}”`);
  await shots(page, 'objective-recorded');

  await page.getByLabel(`${player}'s reward in glory`).fill('3');
  await row.getByRole('button', { name: 'Achieved' }).click();
  await expect(row).toContainText('achieved');
  await expect(glory).toHaveText(String(before + 3));
  await expect(page.getByTestId('fs-log')).toContainText(
    `Iron Host gained 3 glory for ${player}'s Secret Objective.`,
  );

  const book = page.getByTestId('fs-book-glory');
  await book.getByLabel('Faction').selectOption({ label: 'Iron Host' });
  await book.getByLabel('Glory').fill('2');
  await book.getByLabel('Reason').fill('Times of War: the Burning Fields');
  await book.getByRole('button', { name: 'Bank glory' }).click();
  await expect(glory).toHaveText(String(before + 5));
  await expect(page.getByTestId('fs-log')).toContainText(
    'Iron Host gained 2 glory (Times of War: the Burning Fields).',
  );
  await shots(page, 'objective-achieved');

  // One undo step per record: the bonus goes back, nothing else.
  await page.keyboard.press('Control+z');
  await expect(glory).toHaveText(String(before + 3));
});

test('a GM records the named characters a banner carries (FS-MULTI-5, FS-BATTLE-7)', async ({ page }) => {
  const demo = firestormDemoState();
  const banner = demo.banners.find((b) => b.hex !== null)!;
  await page.goto('/');
  await page.getByTestId('open-firestorm-demo').click();
  const at = await hexToPage(page, banner.hex!);
  await page.mouse.click(at.x, at.y);
  const characters = page.getByTestId('fs-banner-characters').first();
  await characters.locator('summary').click();
  await characters.getByRole('textbox').fill('Gotrek, Felix');
  await characters.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByTestId('fs-banner-characters').first()).toContainText('Characters: Gotrek, Felix');
  await expect(page.getByTestId('fs-log')).toContainText('carries Gotrek and Felix.');
  await shots(page, 'banner-characters');
});

/** Selects a hex on the map with a real click. */
async function selectHex(page: Page, hex: string) {
  const at = await hexToPage(page, hex as HexKey);
  await page.mouse.click(at.x, at.y);
}

test('a faction’s character swap stays hidden from the other seat until Orders end (FS-MULTI-5, FS-ORDER-2)', async ({
  page,
}, info) => {
  // FS-MULTI-5's scenario campaign in turn 1's Orders: Iron's banners at 0,0 and 1,0 are neighbours; Ash has one.
  const campaign = firestormScenarioFixture('FS-MULTI-5-characters.yaml');
  const path = info.outputPath('characters.hexmarch');
  writeFileSync(
    path,
    serializeHexmarchFile({ mapDocument: { ...demoMapDocument(), map: campaign.map }, campaign }, '0.1.0'),
  );
  await openHexmarchFile(page, path);
  await expect(step(page)).toHaveText('Orders');
  const hexInfo = page.getByTestId('fs-hex-info');
  const log = page.getByTestId('fs-log');

  // The GM records the first banner's characters: a record, public.
  await selectHex(page, '0,0');
  const characters = page.getByTestId('fs-banner-characters').first();
  await characters.locator('summary').click();
  await characters.getByRole('textbox').fill('Gotrek, Felix, Ulrika');
  await characters.getByRole('button', { name: 'Record' }).click();
  await expect(characters).toContainText('Characters: Gotrek, Felix, Ulrika');

  // Iron's seat moves Felix to its neighbouring banner with its orders.
  await page.getByTestId('fs-hotseat-start').click();
  await expect(page.getByTestId('fs-privacy-screen')).toContainText('Pass to Iron');
  await page.getByTestId('fs-privacy-continue').click();
  await selectHex(page, '0,0');
  await characters.locator('summary').click();
  await characters
    .locator('.fs-characters-edit', { hasText: 'Move Felix to' })
    .getByRole('button', { name: 'Move (FS-MULTI-5)' })
    .click();
  await expect(characters).toContainText('Characters: Gotrek, Ulrika');
  await expect(log).toContainText('Felix moved from');
  await shots(page, 'swap-own-seat');
  await lockSeat(page);

  // Ash's seat still sees Felix where he was, and no swap in the log.
  await expect(page.getByTestId('fs-privacy-screen')).toContainText('Pass to Ash');
  await page.getByTestId('fs-privacy-continue').click();
  await selectHex(page, '0,0');
  await expect(hexInfo).toContainText('Characters: Gotrek, Felix, Ulrika');
  await expect(log).toContainText('carries Gotrek, Felix, and Ulrika.');
  await expect(log).not.toContainText('Felix moved');
  await hexInfo.scrollIntoViewIfNeeded();
  await shots(page, 'swap-other-seat');
  await selectHex(page, '1,0');
  await expect(hexInfo).not.toContainText('Felix');
  await lockSeat(page);

  // Orders over: the swap took effect before any movement, and every seat sees it.
  await expect(step(page)).toHaveText('Execution');
  await page.getByTestId('fs-lock-view').selectOption({ label: 'Ash (lock the view)' });
  await selectHex(page, '0,0');
  await expect(hexInfo).toContainText('Characters: Gotrek, Ulrika');
  await expect(log).toContainText('Felix moved from Iron 1 to Iron 2.');
  await hexInfo.scrollIntoViewIfNeeded();
  await shots(page, 'swap-revealed');
});
