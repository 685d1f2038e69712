/**
 * Profiling aid for issue 30: `npx tsx bench/canvas/profileCanvas.ts [width] [height] OUT.cpuprofile` runs the canvas
 * bench page (unminified) for one map in headless Chromium under the DevTools CPU profiler and writes the profile
 * (open it in Chromium's DevTools or read it with any .cpuprofile tool). Not a bench figure (`npm run bench`).
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config';
import { serveCanvasPage } from './serveCanvasPage';

const [width = 316, height = 316] = process.argv.slice(2, 4).map(Number);
const out = process.argv[4] ?? 'canvas.cpuprofile';
const server = await serveCanvasPage({ minify: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await page.goto(server.url);
  await page.waitForFunction(() => window.canvasBench !== undefined);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const timings = await page.evaluate(
    ([w, h]) => (window.canvasBench as NonNullable<typeof window.canvasBench>).run(w, h, 11),
    [width, height] as const,
  );
  const { profile } = await cdp.send('Profiler.stop');
  await writeFile(out, JSON.stringify(profile));
  console.log(JSON.stringify(timings, null, 1));
} finally {
  await browser.close();
  await server.close();
}
