import {
  chmodSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backupPathOf,
  isLeftoverOf,
  nodeSaveFileSystem,
  saveFileAtomically,
  type SaveFileSystem,
} from '../../../electron/files/saveFileAtomically';
import { tempPathFor } from '../../../electron/files/writeFileAtomically';

let folder: string;
let target: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-save-'));
  target = path.join(folder, 'Border War.hexmarch');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const failing = (code: string, times: number): SaveFileSystem => {
  let left = times;
  return {
    ...nodeSaveFileSystem,
    writeAtomic: (file, text) => {
      if (left-- > 0) return Promise.reject(Object.assign(new Error(code), { code }));
      return nodeSaveFileSystem.writeAtomic(file, text);
    },
  };
};
const noSleep = () => Promise.resolve();

describe('isLeftoverOf', () => {
  it('recognises the hidden, marked, random temp files of the target and its backup, and nothing else', () => {
    const target = '/c/War.hexmarch';
    expect(isLeftoverOf(target, path.basename(tempPathFor(target)))).toBe(true);
    expect(isLeftoverOf(target, path.basename(tempPathFor('/c/War (backup).hexmarch')))).toBe(true);
    expect(isLeftoverOf(target, '.War.hexmarch.hexmarch-temp-0123456789ab')).toBe(true);
    for (const usersOwn of [
      'War.hexmarch',
      'War.hexmarch.2024',
      'War.hexmarch.3141592653',
      'War (backup).hexmarch.partial',
      'War.hexmarch.notes',
      '.War.hexmarch',
      '.War.hexmarch.hexmarch-temp-',
      '.War.hexmarch.hexmarch-temp-0123456789ab.old',
      '.War.hexmarch.hexmarch-temp-0123456789AB',
      '.Peace.hexmarch.hexmarch-temp-0123456789ab',
    ]) {
      expect(isLeftoverOf(target, usersOwn), usersOwn).toBe(false);
    }
  });
});

describe('tempPathFor', () => {
  it("names a hidden file in the same folder, marked as Hexmarch's, with a random part", () => {
    const first = tempPathFor('/c/War.hexmarch');
    expect(path.dirname(first)).toBe('/c');
    expect(path.basename(first)).toMatch(/^\.War\.hexmarch\.hexmarch-temp-[0-9a-f]{12}$/);
    expect(tempPathFor('/c/War.hexmarch')).not.toBe(first);
  });

  it('keeps the temp name of a very long file name under the 255-byte limit', () => {
    const name = `${'Ω'.repeat(200)}.hexmarch`;
    const temp = path.basename(tempPathFor(`/c/${name}`));
    expect(Buffer.byteLength(temp)).toBeLessThan(255);
    expect(isLeftoverOf(`/c/${name}`, temp)).toBe(true);
  });
});

describe('saveFileAtomically', () => {
  it('writes a new file and leaves no temp file behind', async () => {
    expect((await saveFileAtomically(target, 'first')).ok).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('first');
    expect(readdirSync(folder)).toEqual(['Border War.hexmarch']);
  });

  it('keeps the previous file as "<name> (backup).hexmarch" next to it', async () => {
    await saveFileAtomically(target, 'first');
    await saveFileAtomically(target, 'second');
    expect(backupPathOf(target)).toBe(path.join(folder, 'Border War (backup).hexmarch'));
    expect(readFileSync(target, 'utf8')).toBe('second');
    expect(readFileSync(backupPathOf(target), 'utf8')).toBe('first');
    expect(readdirSync(folder).sort()).toEqual(['Border War (backup).hexmarch', 'Border War.hexmarch']);
  });

  it("never deletes the GM's own files that merely start with the campaign's name", async () => {
    const usersOwn = [
      'Border War.hexmarch.2024',
      'Border War.hexmarch.3141592653',
      'Border War.hexmarch.bak',
    ];
    for (const name of usersOwn) writeFileSync(path.join(folder, name), `mine: ${name}`);
    await saveFileAtomically(target, 'first');
    await saveFileAtomically(target, 'second');
    for (const name of usersOwn) expect(readFileSync(path.join(folder, name), 'utf8')).toBe(`mine: ${name}`);
    expect(readdirSync(folder).sort()).toEqual(
      ['Border War (backup).hexmarch', 'Border War.hexmarch', ...usersOwn].sort(),
    );
  });

  it('removes the temp files killed saves of this file and of its backup left behind, and only those', async () => {
    const killed = [tempPathFor(target), tempPathFor(backupPathOf(target))];
    const otherCampaigns = tempPathFor(path.join(folder, 'Peace.hexmarch'));
    for (const file of [...killed, otherCampaigns]) writeFileSync(file, 'half a campai');
    await saveFileAtomically(target, 'first');
    expect(readdirSync(folder).sort()).toEqual([path.basename(otherCampaigns), 'Border War.hexmarch']);
  });

  it('copies the previous file to the backup through an fsynced temp file, durable before the save', async () => {
    writeFileSync(target, 'old');
    const steps: string[] = [];
    const recording: SaveFileSystem = {
      writeAtomic: (file, text) => (steps.push('write'), nodeSaveFileSystem.writeAtomic(file, text)),
      copyAtomic: (from, to) => (steps.push('backup'), nodeSaveFileSystem.copyAtomic(from, to)),
      exists: nodeSaveFileSystem.exists,
      kindOf: nodeSaveFileSystem.kindOf,
      fsyncFolder: (dir) => (steps.push('fsync folder'), nodeSaveFileSystem.fsyncFolder(dir)),
      removeLeftovers: (file) => (steps.push('tidy'), nodeSaveFileSystem.removeLeftovers(file)),
    };
    const synced: string[] = [];
    const open = fs.open.bind(fs);
    const spy = vi.spyOn(fs, 'open').mockImplementation(async (file, ...rest) => {
      const handle = await open(file, ...rest);
      const sync = handle.sync.bind(handle);
      handle.sync = () => (synced.push(path.basename(String(file))), sync());
      return handle;
    });
    try {
      expect((await saveFileAtomically(target, 'new', { fileSystem: recording })).ok).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(steps).toEqual(['backup', 'fsync folder', 'write', 'fsync folder', 'tidy']);
    // The backup's temp file, the campaign's temp file, and the folder after each rename.
    expect(synced).toHaveLength(4);
    expect(isLeftoverOf(target, synced[0]!) && synced[0]!.startsWith('.Border War (backup).hexmarch')).toBe(
      true,
    );
    expect(synced[1]).toBe(path.basename(folder));
    expect(isLeftoverOf(target, synced[2]!) && synced[2]!.startsWith('.Border War.hexmarch')).toBe(true);
    expect(synced[3]).toBe(path.basename(folder));
    expect(readFileSync(backupPathOf(target), 'utf8')).toBe('old');
  });

  it("keeps the file's permissions, and backs up a read-only file", async () => {
    writeFileSync(target, 'old');
    chmodSync(target, 0o440);
    expect((await saveFileAtomically(target, 'new')).ok).toBe(true);
    expect(statSync(target).mode & 0o777).toBe(0o440);
    expect(statSync(backupPathOf(target)).mode & 0o777).toBe(0o440);
    expect(readFileSync(backupPathOf(target), 'utf8')).toBe('old');
  });

  it('saves through a symbolic link into the file it points to, keeping the link', async () => {
    const real = path.join(folder, 'real.hexmarch');
    writeFileSync(real, 'old');
    symlinkSync(real, target);
    expect((await saveFileAtomically(target, 'new')).ok).toBe(true);
    expect(lstatSync(target).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new');
  });

  it("lets two saves of the same file run at once without either removing the other's temp file", async () => {
    const results = await Promise.all([saveFileAtomically(target, 'one'), saveFileAtomically(target, 'two')]);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect(['one', 'two']).toContain(readFileSync(target, 'utf8'));
    expect(readdirSync(folder).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('retries a locked file and succeeds once the lock clears', async () => {
    const sleep = vi.fn(noSleep);
    const result = await saveFileAtomically(target, 'after the lock', {
      fileSystem: failing('EBUSY', 2),
      sleep,
    });
    expect(result.ok).toBe(true);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(readFileSync(target, 'utf8')).toBe('after the lock');
  });

  it('gives up on a file that stays locked with a plain message, the old file untouched', async () => {
    writeFileSync(target, 'old');
    const result = await saveFileAtomically(target, 'new', {
      fileSystem: failing('EBUSY', 99),
      sleep: noSleep,
    });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'locked',
        message:
          'Another program is using the file. Close it (or wait for a sync tool to finish) and save again.',
      },
    });
    expect(readFileSync(target, 'utf8')).toBe('old');
  });

  it('reports a full disk at once, without retrying, the old file untouched', async () => {
    writeFileSync(target, 'old');
    const sleep = vi.fn(noSleep);
    const result = await saveFileAtomically(target, 'new', { fileSystem: failing('ENOSPC', 1), sleep });
    expect(!result.ok && result.error.kind).toBe('diskFull');
    expect(!result.ok && result.error.message).toMatch(/^The disk is full\./);
    expect(sleep).not.toHaveBeenCalled();
    expect(readFileSync(target, 'utf8')).toBe('old');
  });

  it('reports a folder that no longer exists', async () => {
    const result = await saveFileAtomically(path.join(folder, 'gone', 'x.hexmarch'), 'text');
    expect(!result.ok && result.error.kind).toBe('missingFolder');
  });
});
