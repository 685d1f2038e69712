import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electronBuildOptions } from '../../scripts/lib/bundleElectron';

describe('electronBuildOptions', () => {
  const options = electronBuildOptions('/repo');

  it('bundles main and preload as CommonJS .cjs files for Node with electron external', () => {
    expect(options).toMatchObject({
      absWorkingDir: '/repo',
      entryPoints: { main: 'electron/main.ts', preload: 'electron/preload.ts' },
      outdir: 'dist-electron',
      outExtension: { '.js': '.cjs' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      external: ['electron'],
    });
  });
});

describe('the real bundle', () => {
  let outdir = '';
  const requiresOf = async (file: string): Promise<string[]> => {
    const text = await readFile(path.join(outdir, file), 'utf8');
    return [...new Set([...text.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] ?? ''))].sort();
  };

  beforeAll(async () => {
    outdir = await mkdtemp(path.join(tmpdir(), 'hexmarch-bundle-'));
    await build({ ...electronBuildOptions(), outdir, logLevel: 'silent' });
  });
  afterAll(async () => {
    await rm(outdir, { recursive: true, force: true });
  });

  it('leaves the preload requiring only electron, as a sandboxed preload must', async () => {
    expect(await requiresOf('preload.cjs')).toEqual(['electron']);
  });

  it('leaves main requiring only electron and Node built-ins (zod and shared code are inlined)', async () => {
    // ajv (under fastify, the order tent's server) writes `require("ajv/…")` inside strings of the standalone code
    // it can generate; they are text, not requires of the bundle (ajv's own modules are inlined like the rest).
    const external = (await requiresOf('main.cjs')).filter(
      (name) => name !== 'electron' && !/^ajv(-formats)?\/dist\//.test(name),
    );
    expect(external.every((name) => builtinModules.includes(name.replace(/^node:/, '')))).toBe(true);
  });
});
