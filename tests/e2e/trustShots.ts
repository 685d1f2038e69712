import type { Page } from '@playwright/test';

/** Issue 27: every screen is looked at by eye at these two sizes; the PNGs go to test-results/trust-NAME-WIDTH.png. */
export const TRUST_SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

export async function trustShots(page: Page, name: string): Promise<void> {
  const back = page.viewportSize();
  for (const size of TRUST_SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/trust-${name}-${size.width}.png` });
  }
  if (back) await page.setViewportSize(back);
}

/** One screenshot at the page's current size (for a screen laid out for that size from the start). */
export async function trustShotNow(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/trust-${name}-${page.viewportSize()?.width ?? 0}.png` });
}
