/**
 * Renders resources/icon.svg to resources/icons/512x512.png (electron-builder's Linux icon set: the file name
 * must carry the size) with Debian's Chromium through Playwright. Run by hand after editing the SVG:
 *   npx tsx scripts/renderIcon.ts
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { PROJECT_ROOT } from './lib/projectRoot';

const SIZE = 512;
const svg = await readFile(path.join(PROJECT_ROOT, 'resources', 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
  const out = path.join(PROJECT_ROOT, 'resources', 'icons', `${SIZE}x${SIZE}.png`);
  await page.locator('svg').screenshot({ path: out, omitBackground: true });
  console.log(`wrote ${path.relative(PROJECT_ROOT, out)}`);
} finally {
  await browser.close();
}
