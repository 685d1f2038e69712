import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser (DEVELOPERS.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** E2E_PORT (with HEXMARCH_DIST for the build) lets two e2e runs share a machine. */
const PORT = Number(process.env.E2E_PORT ?? 4179);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    // Issue 32: the app follows the system's language; the specs read English, so the browser speaks English.
    locale: 'en-US',
    // Deterministic screens: animations (the Firestorm banner walks) are off unless a spec asks for them.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx tsx scripts/serveBrowserEdition.ts --port ${PORT} --no-build`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
