import path from 'node:path';
import { build } from 'vite';
import { PROJECT_ROOT } from './projectRoot';

/** The renderer's build output (vite.config.ts: outDir ../dist/renderer relative to renderer/, or HEXMARCH_DIST). */
export const RENDERER_DIST = path.resolve(
  PROJECT_ROOT,
  'renderer',
  process.env.HEXMARCH_DIST ?? '../dist/renderer',
);

/** Vite's config file and root, given explicitly so the scripts work from any current directory. */
export const VITE_PROJECT = {
  configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
  root: path.join(PROJECT_ROOT, 'renderer'),
} as const;

/** `vite build` through Vite's JS API: renderer/ → dist/renderer. */
export async function buildRenderer(): Promise<void> {
  await build({ ...VITE_PROJECT, logLevel: 'warn' });
}
