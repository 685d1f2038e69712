import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { balanceWorkerBuildOptions } from '../balance/bundleBalanceWorker';
import { PROJECT_ROOT } from './projectRoot';
import { writeFileAtomically } from './writeFileAtomically';

/** Where the compiled CLI goes; bin/hexmarch.mjs runs dist-cli/hexmarch.mjs when it is there. */
export const CLI_DIST = 'dist-cli';

/**
 * In the compiled CLI the balance pool starts its workers from dist-cli/balanceWorker.cjs (builtBalanceWorker.ts)
 * instead of bundling them at each call, which also keeps esbuild itself out of the CLI.
 */
const builtBalanceWorker: Plugin = {
  name: 'built-balance-worker',
  setup(build) {
    build.onResolve({ filter: /\/bundleBalanceWorker$/ }, (args) => ({
      path: path.join(args.resolveDir, 'builtBalanceWorker.ts'),
    }));
  },
};

/** What bundled CommonJS dependencies expect of Node's module wrapper: `require`, `__filename`, `__dirname`. */
const CJS_GLOBALS = [
  "import { createRequire as __cliRequire } from 'node:module';",
  "import { fileURLToPath as __cliPath } from 'node:url';",
  'const require = __cliRequire(import.meta.url);',
  'const __filename = __cliPath(import.meta.url);',
  "const __dirname = __cliPath(new URL('.', import.meta.url));",
].join('\n');

/**
 * esbuild options for the `hexmarch` command (issue 30): scripts/cli.ts and everything it imports as one ES module,
 * so a user's call compiles no TypeScript (tsx took ~2 s of a 2.6 s `--help`). @napi-rs/canvas is a native addon and
 * stays in node_modules. The other dependencies are bundled: resolving and loading hundreds of small files of
 * node_modules costs more than parsing one large one. Some of them are CommonJS and `require` Node's modules, which
 * an ES module has no `require` or `__filename` for, hence
 * the banner.
 */
export function cliBuildOptions(root: string = PROJECT_ROOT): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: { hexmarch: 'scripts/cli.ts' },
    outdir: CLI_DIST,
    outExtension: { '.js': '.mjs' },
    // Each command's modules in chunks of their own, loaded when it runs (runCli's dynamic imports).
    splitting: true,
    // Beside the entry, not in a sub-folder: builtBalanceWorker.ts finds balanceWorker.cjs beside its own chunk.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // vite: a development tool the tent loads only to build a missing phone page (scripts/lib/phonePage.ts).
    external: ['@napi-rs/canvas', 'vite'],
    // Resolves the @shared/* alias from tsconfig.base.json.
    tsconfig: 'tsconfig.json',
    // Vite's order (.ts before .tsx): renderer/src has files that differ only in case and extension.
    resolveExtensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    banner: { js: CJS_GLOBALS },
    plugins: [builtBalanceWorker],
    logLevel: 'warning',
  };
}

/**
 * Builds hexmarch.mjs and balanceWorker.cjs into `outdir` (default dist-cli/) and returns the files written. Each is
 * written whole or not at all (writeFileAtomically), so a `hexmarch` started during a rebuild never loads half a file.
 */
export async function bundleCli(root: string = PROJECT_ROOT, outdir: string = CLI_DIST): Promise<string[]> {
  const results = await Promise.all([
    build({ ...cliBuildOptions(root), outdir, write: false }),
    build({
      ...balanceWorkerBuildOptions(root),
      outfile: path.join(outdir, 'balanceWorker.cjs'),
      write: false,
    }),
  ]);
  const files = results.flatMap((result) => result.outputFiles);
  await mkdir(path.resolve(root, outdir), { recursive: true });
  await Promise.all(files.map((file) => writeFileAtomically(file.path, file.contents)));
  // Chunks of earlier builds (their names carry a content hash) are garbage once the new entry is in place.
  const written = new Set(files.map((file) => file.path));
  const folder = path.resolve(root, outdir);
  for (const name of await readdir(folder)) {
    const file = path.join(folder, name);
    if (!written.has(file)) await rm(file, { recursive: true, force: true });
  }
  return files.map((file) => file.path);
}
