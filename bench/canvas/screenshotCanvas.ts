/**
 * Looks at the map view: `npx tsx bench/canvas/screenshotCanvas.ts "w=30&h=20&seed=7" ...` saves one screenshot of the
 * preview page per query string as /tmp/canvas-<n>.png (see main.tsx for the query options; `keys=A,B` presses keys).
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
  await page.waitForTimeout(500);
  // `keys=ArrowLeft,ArrowLeft` in the query: pressed on the focused map, e.g. to see the panned (bitmap) frames.
  const keys = new URLSearchParams(query).get('keys')?.split(',') ?? [];
  if (keys.length > 0) await page.locator('.map-canvas').focus();
  for (const key of keys) await page.keyboard.press(key);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/canvas-${i}.png` });
  console.log(`/tmp/canvas-${i}.png`, query);
}
await browser.close();
await page0.close();
