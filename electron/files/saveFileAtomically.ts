import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { err, ok, type Result } from '@shared/result';
import { isRetryable, saveErrorOf, type SaveError } from './saveError';
import {
  copyFileAtomically,
  fsyncFolder,
  isTempFileOf,
  removeTempLeftovers,
  writeFileAtomically,
} from './writeFileAtomically';

/** The file operations a save uses; Node's in the app, a failing fake in tests. */
export interface SaveFileSystem {
  /** Hidden temp file in the same folder, written, fsynced, renamed over the target. */
  writeAtomic(target: string, text: string): Promise<void>;
  /** The same for a copy of an existing file (the backup). */
  copyAtomic(from: string, to: string): Promise<void>;
  exists(file: string): Promise<boolean>;
  /** Makes the renames themselves durable; a no-op where folders cannot be opened (Windows). */
  fsyncFolder(folder: string): Promise<void>;
  /** Deletes the temp files that saves killed mid-way left next to `target` (best effort). */
  removeLeftovers(target: string): Promise<void>;
}

/**
 * The temp files of a save of `target` or of its backup, by their hidden, marked, random names (see
 * writeFileAtomically.ts). Decision: files that merely start with the target's name are the GM's, never ours, so
 * the old `<target>.<digits>` temp names of earlier versions are left alone too.
 */
export function isLeftoverOf(target: string, name: string): boolean {
  return isTempFileOf(target, name) || isTempFileOf(backupPathOf(target), name);
}

export const nodeSaveFileSystem: SaveFileSystem = {
  writeAtomic: writeFileAtomically,
  copyAtomic: copyFileAtomically,
  exists: (file) =>
    fs.access(file, constants.F_OK).then(
      () => true,
      () => false,
    ),
  removeLeftovers: (target) => removeTempLeftovers([target, backupPathOf(target)]),
  fsyncFolder,
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
 * complete: the previous file is first copied to its backup (itself via a fsynced temp file, renamed, and the
 * folder fsynced), then the new text goes to a hidden temp file in the same folder, is fsynced and renamed over
 * the target, and the folder is fsynced again. Only then are temp files of killed earlier saves removed.
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
        await fileSystem.copyAtomic(target, backupPathOf(target));
        // The backup is durable before the file it backs up is replaced.
        await fileSystem.fsyncFolder(path.dirname(target));
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
