import { expect, test, type Page } from '@playwright/test';

const shot = (name: string) => ({ path: `test-results/balance-${name}.png` });

async function appReady(page: Page): Promise<void> {
  await expect(page.getByTestId('map-view')).toHaveAttribute('data-camera-scale', /\d/);
  await expect(page.getByTestId('turn-bar')).toHaveAttribute('data-phase', 'MOVE');
}

test.describe('the balance report (issue 16)', () => {
  // Whole campaigns are played in the browser: slow on a loaded 2-core machine.
  test.setTimeout(240_000);
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await appReady(page);
  });

  test('a GM plays the demo campaign 12 times on workers and reads the plots', async ({ page }) => {
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
      await page.getByTestId('balance-button').click();
      const dialog = page.getByTestId('balance-dialog');
      await dialog.getByLabel('Campaigns to play').fill('12');
      await dialog.getByRole('button', { name: /^Run/ }).click();
      await expect(page.getByTestId('balance-progress')).toContainText('12 campaigns played.', {
        timeout: 90_000,
      });
      await expect(dialog.getByRole('region', { name: 'Win rates' })).toContainText('%');
      await expect(dialog.getByRole('region', { name: 'How campaigns ended' })).toContainText(
        /VICT|Not decided/,
      );
      const heat = page.getByTestId('balance-heat-map');
      expect(await heat.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
      await page.screenshot(shot(`report-${width}`));
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
  });

  test('Stop keeps a partial report, and a kept report is compared side by side', async ({ page }) => {
    await page.getByTestId('balance-button').click();
    const dialog = page.getByTestId('balance-dialog');
    await dialog.getByLabel('Campaigns to play').fill('10');
    await dialog.getByRole('button', { name: /^Run/ }).click();
    await expect(page.getByTestId('balance-progress')).toContainText('10 campaigns played.', {
      timeout: 90_000,
    });
    await dialog.getByRole('button', { name: 'Keep as A (what if…)' }).click();
    await dialog.getByLabel('Campaigns to play').fill('5000');
    await dialog.getByRole('button', { name: 'Run again' }).click();
    await expect(page.getByTestId('balance-progress')).toContainText('of 5000 campaigns played', {
      timeout: 60_000,
    });
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByTestId('balance-progress')).toContainText('(stopped: a partial report)');
    await expect(dialog.getByRole('region', { name: 'What if' })).toContainText('Wins in A');
    await page.screenshot(shot('what-if-1280'));
  });
});
