import { expect, test, type Page } from '@playwright/test';

const shot = (name: string) => ({ path: `test-results/balance-${name}.png` });

async function runReport(page: Page, label: string, runs: string, done: string) {
  const dialog = page.getByTestId('balance-dialog');
  await dialog.getByLabel(label).fill(runs);
  await dialog.getByRole('button', { name: /^Run/ }).click();
  await expect(page.getByTestId('balance-progress')).toContainText(done, { timeout: 90_000 });
  return dialog;
}

test.describe('the balance report of the sub-games (issue 16)', () => {
  test.setTimeout(180_000);

  test('a GM opens the report of the example assault from the odds panel and reads its plots', async ({
    page,
  }) => {
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
      await page.goto('/');
      await page.getByTestId('mode-assault').click();
      await page.getByTestId('assault-balance').click();
      const dialog = await runReport(page, 'Assaults to play', '400', '400 assaults played.');
      await expect(dialog).toContainText('Assault: Besiegers against Garrison');
      await expect(dialog.getByRole('region', { name: 'Win rates' })).toContainText('Beaten off');
      await expect(
        dialog.getByRole('region', { name: 'How long assaults last' }).locator('rect'),
      ).not.toHaveCount(0);
      await expect(dialog.getByRole('region', { name: 'What it costs' })).toContainText(
        'Garrison: taken prisoner',
      );
      await page.screenshot(shot(`assault-${width}`));
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByTestId('balance-dialog')).toHaveCount(0);
    }
  });

  test('a GM opens the report of a defense setup beside its win-rate estimate', async ({ page }) => {
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
      await page.goto('/');
      await page.getByTestId('mode-defense').click();
      await page.getByTestId('defense-players').selectOption('2');
      await page.getByTestId('defense-balance').click();
      const dialog = await runReport(page, 'Games to play', '200', '200 games played.');
      await expect(dialog).toContainText('Settlement defense: 2 players');
      await expect(dialog.getByRole('region', { name: 'Win rates' })).toContainText('The city holds');
      await expect(dialog.getByRole('region', { name: 'Influence per player at the end' })).toBeVisible();
      await page.screenshot(shot(`defense-${width}`));
      await dialog.getByRole('button', { name: 'Close' }).click();
      // The setup dialog behind it is untouched: no game was started by the report's form.
      await expect(page.getByTestId('defense-start')).toBeVisible();
    }
  });
});
