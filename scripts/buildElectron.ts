/** `npm run build:electron`: bundles the main process and preload into dist-electron/. */
import path from 'node:path';
import { bundleElectron } from './lib/bundleElectron';
import { PROJECT_ROOT } from './lib/projectRoot';

try {
  const outputs = await bundleElectron();
  for (const file of outputs) console.log(`built ${path.relative(PROJECT_ROOT, file)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
