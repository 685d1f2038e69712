import { expect, test } from '@playwright/test';
import { trustShots } from './trustShots';

/** Issue 27: the settlement defense log reads in the order things happened, the newest in view. */
test('the defense log lists Turn 1 before Turn 2 and shows its newest line', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('mode-defense').click();
  await page.getByTestId('defense-players').selectOption('2');
  await page.getByTestId('defense-start').click();
  await expect(page.getByTestId('defense-turn')).toContainText('Turn 1');
  // A few decisions by the app, so the log holds several turns.
  for (let i = 0; i < 6; i++) await page.getByTestId('defense-decide').click();
  const items = page.getByTestId('defense-log').locator('li');
  const texts = await items.allInnerTexts();
  const turns = texts.flatMap((t) => /^Turn (\d+):/.exec(t)?.[1] ?? []).map(Number);
  expect(turns.length).toBeGreaterThan(1);
  expect(turns).toEqual([...turns].sort((a, b) => a - b));
  // The newest line is scrolled into view at the bottom of the list.
  const log = page.getByTestId('defense-log');
  const [logBox, lastBox] = [await log.boundingBox(), await items.last().boundingBox()];
  expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(logBox!.y + logBox!.height + 1);
  expect(lastBox!.y).toBeGreaterThanOrEqual(logBox!.y - 1);
  await trustShots(page, 'defense-log');
});
