import { expect, test } from '@playwright/test';
import { dragFromHand } from './defensePlay';
import { trustShots } from './trustShots';

/**
 * Issue 27 "Nothing chosen behind the GM's back": placing a settlement-defense tile that costs something shows the
 * payment first; the player chooses the tiles (or lets the app, and may still change it); nothing is discarded
 * until "Pay and place"; Cancel leaves the hand as it was.
 */
test('a tile’s payment is the player’s choice, shown before it happens, with "decide for me"', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('mode-defense').click();
  await page.getByTestId('defense-players').selectOption('2');
  await page.getByTestId('defense-start').click();
  await expect(page.getByTestId('defense-turn')).toContainText('Turn 1');
  const log = page.getByTestId('defense-log');
  // Drag hand tiles until one asks for a payment (a cheap one may be free on its square).
  let asked = false;
  for (let i = 0; i < 5 && !asked; i++) {
    await dragFromHand(page, i, ['3,3', '2,3', '4,3', '3,2', '3,4'][i]!);
    asked = await page.getByTestId('defense-payment').isVisible();
    if (!asked && (await page.getByTestId('defense-refusal').count()) === 0) break;
  }
  expect(asked, 'a tile of the deal asks for its payment').toBe(true);
  const payment = page.getByTestId('defense-payment');
  await expect(payment).toContainText(/to pay/);
  // Every hand tile says what it costs and what it would pay.
  for (const item of await payment.locator('li').allInnerTexts())
    expect(item).toMatch(/costs \d+ \w+; (pays \d+ \w+|half a wild)/);
  await expect(log).not.toContainText('(payment)');
  await expect(page.getByTestId('defense-payment-pay')).toBeDisabled();
  await trustShots(page, 'payment-asked');
  // Cancel: nothing paid, nothing placed.
  const before = await log.innerText();
  await page.getByTestId('defense-payment-cancel').click();
  await expect(payment).toHaveCount(0);
  expect(await log.innerText()).toBe(before);
  // Again, and let the app choose: the choice is shown ticked before anything is discarded.
  for (let i = 0; i < 5; i++) {
    await dragFromHand(page, i, ['3,3', '2,3', '4,3', '3,2', '3,4'][i]!);
    if (await payment.isVisible()) break;
  }
  await page.getByTestId('defense-payment-decide').click();
  await expect(page.getByTestId('defense-payment-total')).toContainText(/These pay \d+ of \d+ \w+\./);
  const ticked = await payment.locator('input:checked').count();
  expect(ticked).toBeGreaterThan(0);
  await expect(log).not.toContainText('(payment)');
  await trustShots(page, 'payment-decided');
  await page.getByTestId('defense-payment-pay').click();
  await expect(log).toContainText('(payment)');
});
