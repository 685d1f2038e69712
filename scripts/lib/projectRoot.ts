import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (where package.json is), whatever the current directory; no trailing separator. */
export const PROJECT_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
