import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCampaignFile } from '../../../electron/files/readCampaignFile';
import { saveFileAtomically } from '../../../electron/files/saveFileAtomically';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-read-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const NOT_ORDINARY = /not an ordinary file \(a pipe, a device, or a link to one\)/;

describe('reading a campaign file in the main process (issue 26)', () => {
  it('reads an ordinary file', async () => {
    const file = path.join(folder, 'Campaign.hexmarch');
    writeFileSync(file, '{"format":"hexmarch"}');
    expect(await readCampaignFile(file)).toEqual({ ok: true, text: '{"format":"hexmarch"}' });
  });

  it.skipIf(process.platform === 'win32')(
    'refuses a FIFO, and four at once, without waiting on them, and still saves meanwhile',
    async () => {
      const fifos = [1, 2, 3, 4].map((n) => path.join(folder, `Pipe ${n}.hexmarch`));
      for (const fifo of fifos) execFileSync('mkfifo', [fifo]);
      const reads = await Promise.all(fifos.map((fifo) => readCampaignFile(fifo)));
      for (const read of reads) expect(!read.ok && read.message).toMatch(NOT_ORDINARY);
      // Node's four file threads were never blocked: a save right after goes through.
      expect((await saveFileAtomically(path.join(folder, 'Campaign.hexmarch'), 'text')).ok).toBe(true);
      // Saving over a FIFO is refused too (a backup copy would wait on it for ever).
      const saved = await saveFileAtomically(fifos[0]!, 'text');
      expect(!saved.ok && saved.error.message).toMatch(/not an ordinary file/);
    },
  );

  it.skipIf(process.platform === 'win32')(
    'refuses a .hexmarch link to /dev/zero without reading it',
    async () => {
      const link = path.join(folder, 'Zero.hexmarch');
      symlinkSync('/dev/zero', link);
      const read = await readCampaignFile(link);
      expect(!read.ok && read.message).toMatch(NOT_ORDINARY);
    },
  );
});
