import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { PROJECT_ROOT } from '../lib/projectRoot';
import type { BalanceWorkerScript } from './balanceWorkerScript';

/**
 * esbuild options for the balance worker: one plain-JavaScript CommonJS script. Issue 16 profile: a worker that
 * registered tsx spent ~0.8 s transpiling the shared tree before its first run, and tsx's keepNames wrapped every
 * named closure of the engine in a `__name` call on the hot path; a bundle loads in a few milliseconds and runs the
 * engine as written. The compiled CLI writes this same bundle to dist-cli/balanceWorker.cjs (bundleCli.ts).
 */
export function balanceWorkerBuildOptions(root: string = PROJECT_ROOT): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: [path.join('scripts', 'balance', 'balanceWorkerMain.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Resolves the @shared/* alias, should the shared tree use it.
    alias: { '@shared': path.join(root, 'shared') },
    logLevel: 'warning',
  };
}

let bundled: Promise<BalanceWorkerScript> | undefined;

/**
 * The balance worker when Hexmarch runs from source (tsx, vitest, the bench): bundled in memory once per process and
 * started with `new Worker(source, { eval: true })`. The compiled CLI never loads this module: bundleCli.ts swaps it
 * for builtBalanceWorker.ts, which names the worker file built beside it (issue 30: no bundling at each call).
 */
export function balanceWorkerScript(): Promise<BalanceWorkerScript> {
  bundled ??= build({ ...balanceWorkerBuildOptions(), write: false }).then((result) => ({
    source: result.outputFiles[0]!.text,
  }));
  return bundled;
}
