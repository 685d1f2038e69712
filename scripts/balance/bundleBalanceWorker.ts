import path from 'node:path';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '../lib/projectRoot';

let bundled: Promise<string> | undefined;

/**
 * The balance worker as one plain-JavaScript CommonJS script (esbuild, in memory, once per process). Issue 16
 * profile: a worker that registered tsx spent ~0.8 s transpiling the shared tree before its first run, and tsx's
 * keepNames wrapped every named closure of the engine in a `__name` call on the hot path; a bundle loads in a few
 * milliseconds and runs the engine as written. Started with `new Worker(source, { eval: true })`.
 */
export function balanceWorkerSource(): Promise<string> {
  bundled ??= build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: [path.join('scripts', 'balance', 'balanceWorkerMain.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Resolves the @shared/* alias, should the shared tree use it.
    alias: { '@shared': path.join(PROJECT_ROOT, 'shared') },
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0]!.text);
  return bundled;
}
