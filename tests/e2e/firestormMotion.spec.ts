import { expect, test, type Page } from '@playwright/test';

// This spec watches the animation itself; every other spec runs with reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const FACTIONS = ['Iron Host', 'Ashen Court', 'Bone Legion', 'Gutbusters'];

/**
 * In the page: carries out orders with "Next order" until a banner walks (a Hold or Fortify does not move), then
 * either presses a key at once (`skip`) or lets the walk run; says how long the walk lasted on the map, in ms.
 */
async function walkOnce(page: Page, skip: boolean): Promise<{ ms: number; skippedAtOnce: boolean } | null> {
  return page.evaluate(async (skip) => {
    const canvas = document.querySelector('[data-testid="map-canvas"]')!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let i = 0; i < 20; i++) {
      (document.querySelector('[data-testid="fs-execute-next"]') as HTMLButtonElement).click();
      await frame();
      if (!canvas.hasAttribute('data-banner-motion')) continue;
      const start = performance.now();
      if (skip) {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
        return { ms: performance.now() - start, skippedAtOnce: !canvas.hasAttribute('data-banner-motion') };
      }
      while (canvas.hasAttribute('data-banner-motion') && performance.now() - start < 5000) await frame();
      return { ms: performance.now() - start, skippedAtOnce: false };
    }
    return null;
  }, skip);
}

test('a revealed move is walked hex by hex on the map, briefly, and any key skips it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByTestId('open-firestorm-demo').click();
  await expect(page.getByTestId('fs-step')).toHaveText('Orders');
  // The BOT gives every faction's orders; the GM takes over as soon as execution starts.
  for (const name of FACTIONS) await page.getByTestId(`fs-autoplay-${name}`).check();
  await expect(page.getByTestId('fs-step')).toHaveText('Execution', { timeout: 30_000 });
  for (const name of FACTIONS) await page.getByTestId(`fs-autoplay-${name}`).uncheck();
  await page.waitForTimeout(1000);

  // The GM carries out the next orders: a banner walks, then stands on its last hex by itself, within a second.
  const walk = await walkOnce(page, false);
  expect(walk).not.toBeNull();
  expect(walk!.ms).toBeGreaterThan(60);
  expect(walk!.ms).toBeLessThan(1000);
  await page.screenshot({ path: 'test-results/fsmotion-after-walk-1280.png' });

  // A key press ends a walk at once: the banner jumps to its last hex.
  const skipped = await walkOnce(page, true);
  expect(skipped?.skippedAtOnce).toBe(true);
});
