import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, usage } from '../../scripts/cli/runCli';
import { bundleCli, cliBuildOptions } from '../../scripts/lib/bundleCli';
import { PROJECT_ROOT } from '../../scripts/lib/projectRoot';

/** Issue 30: the `hexmarch` command ships compiled; these run the compiled build against the source it came from. */
describe('the compiled CLI', () => {
  let outdir = '';
  let work = '';
  const cli = (...argv: string[]) =>
    spawnSync(process.execPath, [path.join(outdir, 'hexmarch.mjs'), ...argv], {
      cwd: work,
      encoding: 'utf8',
    });
  const fromSource = async (...argv: string[]) => {
    const out: string[] = [];
    const error: string[] = [];
    const code = await runCli(argv, { out: (line) => out.push(line), error: (line) => error.push(line) });
    return { code, out, error };
  };

  beforeAll(async () => {
    outdir = await mkdtemp(path.join(tmpdir(), 'hexmarch-cli-build-'));
    work = await mkdtemp(path.join(tmpdir(), 'hexmarch-cli-work-'));
    await bundleCli(PROJECT_ROOT, outdir);
  }, 60_000);
  afterAll(async () => {
    await rm(outdir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  it('is plain JavaScript with no TypeScript compiler or bundler in it, the native canvas (and vite, which the tent loads only to build a missing phone page) left to node_modules', async () => {
    const options = cliBuildOptions('/repo');
    expect(options).toMatchObject({
      bundle: true,
      platform: 'node',
      format: 'esm',
      external: ['@napi-rs/canvas', 'vite'],
    });
    for (const name of await readdir(outdir)) {
      const text = await readFile(path.join(outdir, name), 'utf8');
      expect(text).not.toMatch(/from ["'](tsx|esbuild|typescript)/);
      expect(text).not.toContain('node_modules/esbuild');
    }
  });

  it('loads no command module for --help: the entry imports no other file before it runs', async () => {
    const entry = await readFile(path.join(outdir, 'hexmarch.mjs'), 'utf8');
    expect([...entry.matchAll(/^import .* from ["']\.\//gm)]).toEqual([]);
    const help = cli('--help');
    expect(help.status).toBe(0);
    expect(help.stdout.trim()).toBe(usage());
  });

  it('writes the same file as the source for new, byte for byte', async () => {
    const compiled = cli('new', '--seed', '5', '--size', '20x14', '--out', 'compiled.hexmarch');
    expect(compiled.status).toBe(0);
    const source = await fromSource(
      'new',
      '--seed',
      '5',
      '--size',
      '20x14',
      '--out',
      path.join(work, 'source.hexmarch'),
    );
    expect(source.code).toBe(0);
    expect(compiled.stdout.trim()).toBe('Wrote compiled.hexmarch (campaign, 20×14, seed 5)');
    expect(await readFile(path.join(work, 'compiled.hexmarch'), 'utf8')).toBe(
      await readFile(path.join(work, 'source.hexmarch'), 'utf8'),
    );
  }, 60_000);

  it('plays balance on the worker built beside it and prints the report the source prints', async () => {
    const campaign = path.join(work, 'balance.hexmarch');
    expect((await fromSource('new', '--seed', '9', '--size', '20x14', '--out', campaign)).code).toBe(0);
    const compiled = cli('balance', campaign, '--runs', '6', '--threads', '2');
    expect(compiled.status).toBe(0);
    const source = await fromSource('balance', campaign, '--runs', '6', '--threads', '2');
    expect(compiled.stdout.trim()).toBe(source.out.join('\n'));
  }, 120_000);
});
