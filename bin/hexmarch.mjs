#!/usr/bin/env node
// The `hexmarch` command (package.json "bin"): runs the TypeScript CLI through tsx, which also resolves the
// project's "@shared/*" import alias from tsconfig.json.
import { fileURLToPath, URL } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('../scripts/cli.ts');
