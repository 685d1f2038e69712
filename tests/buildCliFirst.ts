import { bundleCli } from '../scripts/lib/bundleCli';

/**
 * Vitest global set-up: compiles the `hexmarch` command into dist-cli/ before any test runs, so the tests that run
 * bin/hexmarch.mjs as a user does (tests/cli) test the compiled CLI of this very source, never a stale build
 * (issue 30). esbuild takes well under a second.
 */
export default async function buildCliFirst(): Promise<void> {
  await bundleCli();
}
