/**
 * Looks at the map view: `npx tsx bench/canvas/screenshotCanvas.ts "w=30&h=20&seed=7" ...` saves one screenshot of the
 * preview page per query string as /tmp/canvas-<n>.png (see main.tsx for the query options).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config';
import { serveCanvasPage } from './serveCanvasPage';

const shots = process.argv.slice(2);
const page0 = await serveCanvasPage();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => console.log('console:', m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
for (const [i, query] of shots.entries()) {
  await page.goto(`${page0.url}?view=preview&${query}`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/canvas-${i}.png` });
  console.log(`/tmp/canvas-${i}.png`, query);
}
await browser.close();
await page0.close();
