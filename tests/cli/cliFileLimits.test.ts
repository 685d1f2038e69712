import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { incompleteOutput } from '../../scripts/cli/cliOutput';
import { runCli } from '../../scripts/cli/runCli';

const dir = mkdtempSync(join(tmpdir(), 'hexmarch-cli-limits-'));

async function run(...argv: string[]): Promise<{ code: number; out: string[]; error: string[] }> {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runCli(argv, { out: (line) => out.push(line), error: (line) => error.push(line) });
  return { code, out, error };
}

describe('the CLI refuses what it cannot write or read back (issue 26)', () => {
  it('refuses `new --name` of 20,000 characters, writing nothing', async () => {
    const out = join(dir, 'long-name.hexmarch');
    const result = await run('new', '--name', 'n'.repeat(20_000), '--out', out);
    expect(result.code).toBe(2);
    expect(result.error[0]).toBe('--name is 20000 characters long; it may be at most 200.');
    expect(existsSync(out)).toBe(false);
  });

  it('refuses `export --title` of 100,000 characters, writing nothing', async () => {
    const campaign = join(dir, 'c.hexmarch');
    expect((await run('new', '--seed', '3', '--out', campaign)).code).toBe(0);
    const out = join(dir, 't3.pdf');
    const result = await run('export', campaign, '--title', 'x'.repeat(100_000), '--out', out);
    expect(result.code).toBe(2);
    expect(result.error[0]).toBe('--title is 100000 characters long; it may be at most 200.');
    expect(existsSync(out)).toBe(false);
  });

  it('never reports as written an output that came out empty or cut short', () => {
    expect(incompleteOutput({ path: 'map.pdf', data: new Uint8Array() })).toBe(
      'Not written: map.pdf came out empty.',
    );
    expect(incompleteOutput({ path: 'map.pdf', data: '%PDF-1.3\n1 0 obj' })).toMatch(/not a whole PDF/);
    expect(incompleteOutput({ path: 'map.pdf', data: '%PDF-1.3\n…\n%%EOF\n' })).toBeUndefined();
    expect(incompleteOutput({ path: 'map.png', data: new Uint8Array([1, 2, 3, 4]) })).toMatch(
      /not a whole PNG/,
    );
  });

  it.skipIf(process.platform === 'win32')(
    'refuses a FIFO and a link to /dev/zero without waiting on or reading them',
    async () => {
      const fifo = join(dir, 'pipe.hexmarch');
      execFileSync('mkfifo', [fifo]);
      const zero = join(dir, 'zero.hexmarch');
      symlinkSync('/dev/zero', zero);
      for (const file of [fifo, zero]) {
        const result = await run('pack', file, '--out', join(dir, 'night.pdf'));
        expect(result).toEqual({
          code: 1,
          out: [],
          error: [`Cannot read ${file}: it is not an ordinary file (a pipe, a device, or a link to one).`],
        });
      }
      const balance = await run('balance', fifo, '--runs', '2');
      expect(balance.code).toBe(1);
    },
  );

  it('refuses a file over the size cap before reading it', async () => {
    const big = join(dir, 'big.hexmarch');
    writeFileSync(big, '');
    execFileSync('truncate', ['-s', `${33 * 1024 * 1024}`, big]);
    const result = await run('pack', big, '--out', join(dir, 'big.pdf'));
    expect(result.error[0]).toBe(`Cannot read ${big}: it is far too large.`);
  });
});
