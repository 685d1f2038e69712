import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  it('recognises the temp files of killed saves and nothing else', () => {
    const target = '/c/War.hexmarch';
    expect(isLeftoverOf(target, 'War.hexmarch.3141592653')).toBe(true);
    expect(isLeftoverOf(target, 'War (backup).hexmarch.partial')).toBe(true);
    expect(isLeftoverOf(target, 'War.hexmarch')).toBe(false);
    expect(isLeftoverOf(target, 'War.hexmarch.notes')).toBe(false);
    expect(isLeftoverOf(target, 'Peace.hexmarch.12')).toBe(false);
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
