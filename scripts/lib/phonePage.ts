import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { PROJECT_ROOT } from './projectRoot';
import { RENDERER_DIST } from './buildRenderer';

/** Where the order tent's phone page is built (vite.phone.config.ts). */
export const PHONE_DIST = path.join(RENDERER_DIST, 'tent');

/** The built phone page's folder, building it first (a few seconds) when this checkout has not built it yet. */
export async function ensurePhonePage(): Promise<string> {
  if (!existsSync(path.join(PHONE_DIST, 'phone.html')))
    await build({ configFile: path.join(PROJECT_ROOT, 'vite.phone.config.ts'), logLevel: 'warn' });
  return PHONE_DIST;
}
