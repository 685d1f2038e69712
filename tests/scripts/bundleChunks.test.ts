import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/lib/projectRoot';

/** Vite's default chunkSizeWarningLimit: `npm start` builds with it and must print no size warning (issue 27). */
const LIMIT_BYTES = 500 * 1000;
const outDir = mkdtempSync(path.join(tmpdir(), 'hexmarch-chunks-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the browser edition bundle', () => {
  it('is split so no chunk of the page passes Vite’s 500 kB warning limit', async () => {
    const warnings: string[] = [];
    // Vitest sets NODE_ENV=test, which would bundle React's development build; `npm start` builds for production.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      mode: 'production',
      configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
      build: { outDir, emptyOutDir: true },
      logLevel: 'warn',
      customLogger: {
        info: () => undefined,
        warn: (message) => warnings.push(message),
        warnOnce: (message) => warnings.push(message),
        error: (message) => warnings.push(message),
        clearScreen: () => undefined,
        hasErrorLogged: () => false,
        hasWarned: false,
      },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    const assets = path.join(outDir, 'assets');
    const chunks = readdirSync(assets).filter((name) => name.endsWith('.js') && !/Worker-/.test(name));
    expect(chunks.length).toBeGreaterThan(3);
    for (const name of chunks) expect(statSync(path.join(assets, name)).size, name).toBeLessThan(LIMIT_BYTES);
    expect(warnings.filter((w) => /larger than/.test(w))).toEqual([]);
  }, 120_000);
});
