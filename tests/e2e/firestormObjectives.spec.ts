import { expect, test } from '@playwright/test';
import { firestormDemoState } from '@shared/document';
import { shots } from './firestormPlay';
import { hexToPage } from './mapScreen';

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
