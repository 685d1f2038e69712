import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, usage } from '../../scripts/cli/runCli';

const dir = mkdtempSync(join(tmpdir(), 'hexmarch-cli-writes-'));
const campaignFile = join(dir, 'c.hexmarch');
const bin = fileURLToPath(new URL('../../bin/hexmarch.mjs', import.meta.url));

async function run(...argv: string[]): Promise<{ code: number; out: string[]; error: string[] }> {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runCli(argv, { out: (line) => out.push(line), error: (line) => error.push(line) });
  return { code, out, error };
}

beforeAll(async () => {
  expect((await run('new', '--seed', '7', '--size', '24x18', '--out', campaignFile)).code).toBe(0);
});

describe('hexmarch writes (issue 9)', () => {
  it('documents its exit codes and --force in the usage', () => {
    expect(usage()).toContain('Exit codes: 0 done; 1 a file could not be read, opened or written');
    expect(usage()).toContain('3 an unexpected error');
    expect(usage()).toContain('--force');
  });

  it('says in one plain line that the output folder does not exist, exit code 1', async () => {
    const result = await run('export', campaignFile, '--dpi', '150', '--out', '/nonexistent/x.png');
    expect(result).toEqual({
      code: 1,
      out: [],
      error: ['Cannot write /nonexistent/x.png: the folder does not exist.'],
    });
  });

  it('prints no stack trace from the real command either', () => {
    const result = spawnSync(
      process.execPath,
      [bin, 'export', campaignFile, '--dpi', '150', '--out', '/nonexistent/x.png'],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Cannot write /nonexistent/x.png: the folder does not exist.');
  });

  it('refuses to replace an existing campaign with new, unless --force', async () => {
    const target = join(dir, 'keep.hexmarch');
    writeFileSync(target, 'the GM’s own file');
    const refused = await run('new', '--seed', '8', '--size', '24x18', '--out', target);
    expect(refused).toMatchObject({
      code: 1,
      error: [`Not written: ${target} already exists (add --force to replace it).`],
    });
    expect(readFileSync(target, 'utf8')).toBe('the GM’s own file');
    expect((await run('new', '--seed', '8', '--size', '24x18', '--out', target, '--force')).code).toBe(0);
    expect(readFileSync(target, 'utf8')).toMatch(/^\{"format":"hexmarch"/);
  });

  it('refuses to replace an existing export, one file or one of several sheets, unless --force', async () => {
    const pdf = join(dir, 'map.pdf');
    writeFileSync(pdf, 'old print');
    const refused = await run('export', campaignFile, '--dpi', '150', '--out', pdf);
    expect(refused.code).toBe(1);
    expect(refused.error).toEqual([`Not written: ${pdf} already exists (add --force to replace it).`]);
    expect(readFileSync(pdf, 'utf8')).toBe('old print');
    expect((await run('export', campaignFile, '--dpi', '150', '--out', pdf, '--force')).code).toBe(0);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');

    const sheets = join(dir, 'sheets');
    mkdirSync(sheets);
    writeFileSync(join(sheets, 'm-B1.png'), 'old sheet');
    const args = ['--png', '--hex-mm', '20', '--dpi', '150', '--out', join(sheets, 'm.png')];
    const tiled = await run('export', campaignFile, ...args);
    expect(tiled.error).toEqual([
      `Not written: ${join(sheets, 'm-B1.png')} already exists (add --force to replace it).`,
    ]);
    // Nothing written: the sheets are checked before the first is written.
    expect(readdirSync(sheets)).toEqual(['m-B1.png']);
  });

  it('leaves no temporary files next to what it wrote', async () => {
    const folder = join(dir, 'clean');
    mkdirSync(folder);
    await run('new', '--seed', '9', '--size', '24x18', '--out', join(folder, 'a.hexmarch'));
    await run('export', join(folder, 'a.hexmarch'), '--dpi', '150', '--out', join(folder, 'a.pdf'));
    expect(readdirSync(folder).sort()).toEqual(['a.hexmarch', 'a.pdf']);
  });

  it('reports a folder in the way of the output plainly and keeps it', async () => {
    const folder = join(dir, 'taken.pdf');
    mkdirSync(folder);
    const result = await run('export', campaignFile, '--dpi', '150', '--out', folder, '--force');
    expect(result.code).toBe(1);
    expect(result.error).toEqual([`Cannot write ${folder}: it is a folder.`]);
  });

  it('turns an unforeseen error into one line and exit code 3', async () => {
    const error: string[] = [];
    const io = {
      out: () => {
        throw new Error('stdout closed\n    at somewhere');
      },
      error: (line: string) => error.push(line),
    };
    const code = await runCli(
      ['new', '--seed', '10', '--size', '24x18', '--out', join(dir, 'z.hexmarch')],
      io,
    );
    expect(code).toBe(3);
    expect(error).toEqual(['hexmarch: unexpected error: stdout closed']);
  });
});
