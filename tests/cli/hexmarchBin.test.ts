import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/hexmarch.mjs', import.meta.url));

describe('bin/hexmarch.mjs', () => {
  it('prints the usage for --help and exits 0', () => {
    const result = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('hexmarch export <campaign.hexmarch> --out map.pdf');
  });

  it('exits 2 on a bad argument and 1 on an unreadable file', () => {
    const bad = spawnSync(process.execPath, [bin, 'export', 'x.hexmarch', '--dpi', '72', '--out', 'x.pdf'], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--dpi must be 150, 300 or 600, got "72".');
    const missing = spawnSync(
      process.execPath,
      [bin, 'export', '/nonexistent/x.hexmarch', '--out', 'x.pdf'],
      {
        encoding: 'utf8',
      },
    );
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('Cannot read /nonexistent/x.hexmarch: no such file.');
  });
});
