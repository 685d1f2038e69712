import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { PROJECT_ROOT } from './projectRoot';

export const ELECTRON_DIST = path.join(PROJECT_ROOT, 'dist-electron');

/**
 * esbuild options for the main process and the preload: one CommonJS file each (package.json "main" is
 * dist-electron/main.cjs; a sandboxed preload cannot load ES modules or other local files), with 'electron'
 * left for Electron to provide.
 */
export function electronBuildOptions(root: string = PROJECT_ROOT): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: { main: 'electron/main.ts', preload: 'electron/preload.ts' },
    outdir: 'dist-electron',
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // Electron 45 ships Node 22 and Chromium 140.
    target: ['node22', 'chrome140'],
    external: ['electron'],
    // Resolves the @shared/* alias from tsconfig.base.json.
    tsconfig: 'electron/tsconfig.json',
    logLevel: 'warning',
  };
}

/** Bundles electron/main.ts and electron/preload.ts into dist-electron/{main,preload}.cjs. */
export async function bundleElectron(): Promise<string[]> {
  const result = await build({ ...electronBuildOptions(), metafile: true });
  return Object.keys(result.metafile.outputs).map((file) => path.join(PROJECT_ROOT, file));
}
