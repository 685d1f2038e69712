import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { err, ok, type Result } from '@shared/result';
import { t } from '@shared/i18n';
import { createBackupLedger, type BackupLedger } from './backupLedger';
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
  /** What is at `file`: nothing, an ordinary file, or something else (a folder, a FIFO, a device…). */
  kindOf(file: string): Promise<'missing' | 'file' | 'other'>;
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
  return (
    isTempFileOf(target, name) ||
    Array.from({ length: MAX_BACKUP_NUMBER }, (_, i) => backupPathOf(target, i + 1)).some((backup) =>
      isTempFileOf(backup, name),
    )
  );
}

export const nodeSaveFileSystem: SaveFileSystem = {
  writeAtomic: writeFileAtomically,
  copyAtomic: copyFileAtomically,
  exists: (file) =>
    fs.access(file, constants.F_OK).then(
      () => true,
      () => false,
    ),
  kindOf: (file) =>
    fs.stat(file).then(
      (stats) => (stats.isFile() ? 'file' : 'other'),
      () => 'missing',
    ),
  removeLeftovers: (target) =>
    removeTempLeftovers([
      target,
      ...Array.from({ length: MAX_BACKUP_NUMBER }, (_, i) => backupPathOf(target, i + 1)),
    ]),
  fsyncFolder,
};

/** `Campaign (backup 2).hexmarch` … up to this number when the GM's own files hold the names before it. */
const MAX_BACKUP_NUMBER = 9;

/** "Campaign.hexmarch" → "Campaign (backup).hexmarch" (number 2 on: "Campaign (backup 2).hexmarch"). */
export function backupPathOf(target: string, number = 1): string {
  const { dir, name, ext } = path.parse(target);
  return path.join(dir, `${name} (backup${number > 1 ? ` ${number}` : ''})${ext}`);
}

/**
 * Where the backup of `target` goes (issue 26): the first of `Campaign (backup).hexmarch`, `Campaign (backup
 * 2).hexmarch` … that is free or a backup this app wrote itself; never a file of the GM's. Undefined when all
 * nine are the GM's own files: the save then goes ahead without a backup rather than overwrite one.
 */
async function backupTargetOf(
  target: string,
  fileSystem: SaveFileSystem,
  ledger: BackupLedger,
): Promise<string | undefined> {
  for (let number = 1; number <= MAX_BACKUP_NUMBER; number++) {
    const backup = backupPathOf(target, number);
    if ((await fileSystem.kindOf(backup)) === 'missing' || (await ledger.owns(backup))) return backup;
  }
  return undefined;
}

/** The ledger of this process when the caller brings none (main passes one kept in the user-data folder). */
const processLedger = createBackupLedger();

export interface SaveOptions {
  readonly fileSystem?: SaveFileSystem;
  /** Waits between attempts when the file is locked (ms); three tries after the first. */
  readonly retryDelays?: readonly number[];
  readonly sleep?: (ms: number) => Promise<void>;
  /** The backups this app wrote, which alone a save may overwrite. */
  readonly backups?: BackupLedger;
}

const notAFile = (): SaveError => ({ kind: 'other', message: t('electron:saveError.notAFile') });

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
  {
    fileSystem = nodeSaveFileSystem,
    retryDelays = [200, 500, 1000],
    sleep = sleepFor,
    backups = processLedger,
  }: SaveOptions = {},
): Promise<Result<void, SaveError>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const kind = await fileSystem.kindOf(target);
      // A FIFO or a device would block the copy for ever (issue 26); a folder cannot be saved over.
      if (kind === 'other') return err(notAFile());
      const backup = kind === 'file' ? await backupTargetOf(target, fileSystem, backups) : undefined;
      if (backup !== undefined) {
        await backups.intend(backup);
        await fileSystem.copyAtomic(target, backup);
        await backups.remember(backup);
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
