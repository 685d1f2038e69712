import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { err, ok, type Result } from '@shared/result';
import { isRetryable, saveErrorOf, type SaveError } from './saveError';

/** The file operations a save uses; Node's in the app, a failing fake in tests. */
export interface SaveFileSystem {
  /** Temp file in the same folder, written, fsynced, renamed over the target (write-file-atomic). */
  writeAtomic(target: string, text: string): Promise<void>;
  copyFile(from: string, to: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  exists(file: string): Promise<boolean>;
  /** Makes the rename itself durable; a no-op where folders cannot be opened (Windows). */
  fsyncFolder(folder: string): Promise<void>;
  /** Deletes temp files that saves killed mid-way left next to `target` (best effort). */
  removeLeftovers(target: string): Promise<void>;
}

/** write-file-atomic names its temp file `<target>.<uint32>`; our backup copy goes through `<backup>.partial`. */
export function isLeftoverOf(target: string, name: string): boolean {
  const base = path.basename(target);
  if (name === `${path.basename(backupPathOf(target))}.partial`) return true;
  return name.startsWith(`${base}.`) && /^\d{1,10}$/.test(name.slice(base.length + 1));
}

export const nodeSaveFileSystem: SaveFileSystem = {
  writeAtomic: (target, text) => writeFileAtomic(target, text, { encoding: 'utf8', fsync: true }),
  copyFile: (from, to) => fs.copyFile(from, to),
  rename: (from, to) => fs.rename(from, to),
  exists: (file) =>
    fs.access(file, constants.F_OK).then(
      () => true,
      () => false,
    ),
  removeLeftovers: async (target) => {
    try {
      const folder = path.dirname(target);
      for (const name of await fs.readdir(folder)) {
        if (isLeftoverOf(target, name)) await fs.rm(path.join(folder, name), { force: true });
      }
    } catch {
      // Tidying only: a failure here never fails the save that already succeeded.
    }
  },
  fsyncFolder: async (folder) => {
    let handle: fs.FileHandle | undefined;
    try {
      handle = await fs.open(folder, 'r');
      await handle.sync();
    } catch {
      // Windows cannot open a folder; NTFS journals the rename instead.
    } finally {
      await handle?.close();
    }
  },
};

/** "Campaign.hexmarch" → "Campaign (backup).hexmarch": still opens from the Open dialog. */
export function backupPathOf(target: string): string {
  const { dir, name, ext } = path.parse(target);
  return path.join(dir, `${name} (backup)${ext}`);
}

export interface SaveOptions {
  readonly fileSystem?: SaveFileSystem;
  /** Waits between attempts when the file is locked (ms); three tries after the first. */
  readonly retryDelays?: readonly number[];
  readonly sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Saves `text` to `target` so that the file on disk is at every instant either the old campaign or the new one,
 * complete: the previous file is first copied to its backup (itself via a temp file and rename), then the new
 * text goes to a temp file in the same folder, is fsynced and renamed over the target, and the folder is fsynced.
 * A locked file is retried; every failure comes back as one plain {@link SaveError}, the old file untouched.
 */
export async function saveFileAtomically(
  target: string,
  text: string,
  { fileSystem = nodeSaveFileSystem, retryDelays = [200, 500, 1000], sleep = sleepFor }: SaveOptions = {},
): Promise<Result<void, SaveError>> {
  for (let attempt = 0; ; attempt++) {
    try {
      if (await fileSystem.exists(target)) {
        const backup = backupPathOf(target);
        const partial = `${backup}.partial`;
        await fileSystem.copyFile(target, partial);
        await fileSystem.rename(partial, backup);
      }
      await fileSystem.writeAtomic(target, text);
      await fileSystem.fsyncFolder(path.dirname(target));
      await fileSystem.removeLeftovers(target);
      return ok(undefined);
    } catch (error) {
      const delay = retryDelays[attempt];
      if (delay === undefined || !isRetryable(error)) return err(saveErrorOf(error));
      await sleep(delay);
    }
  }
}
