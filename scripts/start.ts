/**
 * `npm start`: the desktop app when Electron's binary is installed, otherwise the browser edition on
 * 127.0.0.1 with a note saying why (scripts/lib/startDecision.ts decides). Accepts --port N for the latter.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRenderer } from './lib/buildRenderer';
import { bundleElectron } from './lib/bundleElectron';
import { locateElectronBinary } from './lib/electronBinary';
import { previewRenderer } from './lib/previewRenderer';
import { PROJECT_ROOT } from './lib/projectRoot';
import { parseServeArgs } from './lib/serveArgs';
import { decideStart } from './lib/startDecision';
import { stopOnSignal } from './lib/stopOnSignal';

const args = parseServeArgs(process.argv.slice(2).filter((arg) => arg !== '--no-build'));
if (!args.ok) {
  console.error(args.error);
  process.exit(2);
}

const electron = locateElectronBinary(path.join(PROJECT_ROOT, 'node_modules', 'electron'), {
  readText: (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null),
  exists: existsSync,
});
const plan = decideStart(electron, args.value.port);

try {
  await buildRenderer();
  if (plan.mode === 'electron') {
    await bundleElectron();
    // ELECTRON_RUN_AS_NODE would turn the binary into plain Node and ignore the app.
    const env = { ...process.env };
    delete env.ELECTRON_RUN_AS_NODE;
    const child = spawn(plan.binary, [PROJECT_ROOT], { stdio: 'inherit', env });
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  } else {
    const server = await previewRenderer(plan.port);
    stopOnSignal(server.close);
    console.log(plan.message);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
