import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { t } from '@shared/i18n';
import { PROJECT_ROOT } from './projectRoot';
import { RENDERER_DIST } from './buildRenderer';

/** Where the order tent's phone page is built (vite.phone.config.ts). */
export const PHONE_DIST = path.join(RENDERER_DIST, 'tent');

/**
 * The repository root as seen from the running code: scripts/lib/ when run through tsx, dist-cli/ in the compiled
 * CLI (one folder below the root, where PROJECT_ROOT's "../.." would overshoot).
 */
function roots(): string[] {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return [PROJECT_ROOT, path.resolve(here, '..')];
}

/** The built phone page's folder, building it first (a few seconds) when this checkout has not built it yet. */
export async function ensurePhonePage(): Promise<string> {
  const built = [PHONE_DIST, ...roots().map((r) => path.join(r, 'dist', 'renderer', 'tent'))].find((dir) =>
    existsSync(path.join(dir, 'phone.html')),
  );
  if (built) return built;
  const root = roots().find((r) => existsSync(path.join(r, 'vite.phone.config.ts')));
  // Vite is a development tool: loaded only here, and left out of the compiled CLI (bundleCli.ts).
  const vite = root ? await import('vite').catch(() => null) : null;
  if (!root || !vite) throw new Error(t('tent:controller.notBuilt'));
  await vite.build({ configFile: path.join(root, 'vite.phone.config.ts'), logLevel: 'warn' });
  return path.join(root, 'dist', 'renderer', 'tent');
}
