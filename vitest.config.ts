import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@shared': sharedDir } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // bin/hexmarch.mjs runs the compiled CLI: build it from this source first (tests/buildCliFirst.ts).
    globalSetup: ['tests/buildCliFirst.ts'],
    testTimeout: 30_000,
  },
});
