/** `npm run build:cli` (also npm's `prepare`, so `npm ci` builds it): compiles the `hexmarch` command into dist-cli/. */
import path from 'node:path';
import { bundleCli } from './lib/bundleCli';
import { PROJECT_ROOT } from './lib/projectRoot';

try {
  const outputs = await bundleCli();
  for (const file of outputs) console.log(`built ${path.relative(PROJECT_ROOT, file)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
