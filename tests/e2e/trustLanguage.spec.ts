import { expect, test } from '@playwright/test';
import { trustShots } from './trustShots';

/** Issue 27 "The GM's language": no internal ids or setting keys where the GM reads. */
test('the demo history and status bar speak the GM’s language: no purpose tags, battle ids or bare seeds', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', /\w/);
  await expect(page.getByTestId('map-summary')).toContainText(/30 × 20 hexes · map seed 379/);
  await page.getByTestId('history-filter-dice').click();
  const log = page.getByTestId('event-log');
  await expect(log.locator('li').first()).toBeVisible();
  const text = (await log.innerText()).replace(/\s+/g, ' ');
  expect(text).not.toMatch(/setup\.firstSide|battle\.scenario|dice\.(attacker|defender)|\bbattle-\d/);
  expect(text).toMatch(/D6 for the first-move roll-off \((Red|Blue)\)/);
  await page.getByTestId('history-filter-all').click();
  const all = (await log.innerText()).replace(/\s+/g, ' ');
  expect(all).not.toMatch(/\bbattle-\d|Battle battle/);
  expect(all).toMatch(/created, dice seed \d+/);
  await trustShots(page, 'language-history');
});
