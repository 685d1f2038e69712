import { expect, test, type Page } from '@playwright/test';

const SHOTS = process.env.ASSAULT_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.describe.configure({ mode: 'serial' });

for (const width of [1280, 1920]) {
  test(`a GM resolves a stand-alone assault step by step, with odds, at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
    await page.goto('/');
    // Tools → Assault…: the mode tab.
    await page.getByTestId('mode-assault').click();
    await expect(page.getByTestId('roster-besieger')).toBeVisible();
    await shot(page, `rosters-${width}`);

    await page.getByTestId('assault-start').click();
    await page.getByTestId('assault-step').click();
    await shot(page, `deploy-${width}`);
    await page.getByTestId('assault-step').click();
    await page.getByTestId('assault-step').click();
    await shot(page, `artillery-${width}`);
    await page.getByTestId('assault-step').click();
    await page.getByTestId('assault-step').click();
    await shot(page, `melee-${width}`);
    await page.getByTestId('assault-next-choice').click();
    await shot(page, `redeploy-${width}`);
    await page.getByTestId('assault-run-end').click();
    await shot(page, `end-${width}`);
    await page.getByTestId('odds-start').click();
    await expect(page.getByTestId('odds-result')).toContainText('10,000 assaults.', { timeout: 200_000 });
    await shot(page, `odds-${width}`);
  });
}
