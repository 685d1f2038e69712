#!/usr/bin/env node
// The `hexmarch` command (package.json "bin"). It runs the compiled CLI, dist-cli/hexmarch.mjs, which
// `npm ci` / `npm install` build through the "prepare" script (and `npm run build:cli` rebuilds): a user's call
// compiles no TypeScript (issue 30). Without that build, as in a checkout whose scripts were not run, it runs the
// TypeScript source through tsx instead (slower to start, same behaviour); `npx tsx scripts/cli.ts` always does.
import { existsSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

const compiled = new URL('../dist-cli/hexmarch.mjs', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  await import('../scripts/cli.ts');
}
