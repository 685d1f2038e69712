import path from 'node:path';
import { z } from 'zod';
import { t } from '@shared/i18n';
import type { IpcMain } from 'electron';
import {
  IPC_CHANNELS,
  MAX_FILE_TEXT,
  MAX_VERSION_TITLE,
  OPEN_DIALOG_KINDS,
  type FileReadResult,
  type FileRef,
  type FileWriteResult,
  type OpenDialogKind,
  type VersionEntry,
} from '@shared/ipc';
import type { BackupLedger } from '../files/backupLedger';
import type { FileHandles } from '../files/fileHandles';
import { readCampaignFile } from '../files/readCampaignFile';
import type { RecoveryStore } from '../files/recoveryStore';
import { saveFileAtomically } from '../files/saveFileAtomically';
import type { VersionStore } from '../files/versionStore';
import { handleValidated } from './handleValidated';

/** What the file handlers need from Electron and the app; injected so tests run them in Node. */
export interface FileHandlerDeps {
  readonly handles: FileHandles;
  readonly recovery: RecoveryStore;
  /** Native dialogs, returning the chosen path or null when cancelled. */
  readonly chooseFileToOpen: (kind: OpenDialogKind) => Promise<string | null>;
  readonly chooseFileToSave: (suggestedName: string) => Promise<string | null>;
  /** Called after a file was opened or saved (recent files, menu). */
  readonly onFileUsed: (filePath: string) => void;
  /** The .hexmarch path from the command line, if any. */
  readonly launchFile: string | null;
  /** The backups saves wrote, which alone a later save may overwrite (issue 26); per process when absent. */
  readonly backups?: BackupLedger;
  /** The campaigns' snapshots for Versions… (issue 32); none kept when absent. */
  readonly versions?: VersionStore;
}

const handleSchema = z.uuid();
/** Text that starts like a Hexmarch file: main refuses to write anything else over a campaign. */
const fileTextSchema = z
  .string()
  .max(MAX_FILE_TEXT)
  .regex(/^\{"format":"hexmarch",/, 'not a Hexmarch file');
/** A bare file name for the Save dialog: no folders, so the renderer cannot steer the dialog elsewhere. */
const suggestedNameSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/\\:*?"<>|\0]+$/, 'a file name without folders');

/** What Versions… lists of a snapshot (shared/ipc/versions.ts), checked like every argument. */
const versionSummarySchema = z.object({
  title: z.string().max(MAX_VERSION_TITLE),
  turn: z.number().int().nonnegative().max(1_000_000).nullable(),
  width: z.number().int().nonnegative().max(10_000),
  height: z.number().int().nonnegative().max(10_000),
});
/**
 * The path the preload read from a dropped File (webUtils.getPathForFile): a page cannot make up a File with a
 * path, so this names only a file the GM dropped, as a dialog's answer names only a file the GM chose.
 */
const droppedPathSchema = z
  .string()
  .max(4096)
  .refine((candidate) => candidate === '' || path.isAbsolute(candidate), 'an absolute path');

export const FILE_ARGS = {
  showOpenDialog: z.union([z.tuple([]), z.tuple([z.enum(OPEN_DIALOG_KINDS)])]),
  showSaveDialog: z.tuple([suggestedNameSchema]),
  readFile: z.tuple([handleSchema]),
  writeFile: z.tuple([handleSchema, fileTextSchema]),
  writeRecovery: z.tuple([fileTextSchema.nullable()]),
  readRecovery: z.tuple([]),
  takeLaunchFile: z.tuple([]),
  fileForDrop: z.tuple([droppedPathSchema]),
  saveVersion: z.tuple([handleSchema, fileTextSchema, versionSummarySchema]),
  listVersions: z.tuple([handleSchema]),
  readVersion: z.tuple([handleSchema, z.string().max(40)]),
} as const;

const unknownHandle = () => t('electron:unknownHandle');

export function registerFileHandlers(ipcMain: Pick<IpcMain, 'handle'>, deps: FileHandlerDeps): void {
  const { handles } = deps;
  let launchFile = deps.launchFile;
  const c = IPC_CHANNELS;

  handleValidated(
    ipcMain,
    c.showOpenDialog,
    FILE_ARGS.showOpenDialog,
    async (kind?: OpenDialogKind): Promise<FileRef | null> => {
      const chosen = await deps.chooseFileToOpen(kind ?? 'campaign');
      return chosen === null ? null : handles.issue(chosen);
    },
  );
  handleValidated(
    ipcMain,
    c.showSaveDialog,
    FILE_ARGS.showSaveDialog,
    async (name): Promise<FileRef | null> => {
      const chosen = await deps.chooseFileToSave(name);
      return chosen === null ? null : handles.issue(chosen);
    },
  );
  handleValidated(ipcMain, c.readFile, FILE_ARGS.readFile, async (handle): Promise<FileReadResult> => {
    const filePath = handles.pathOf(handle);
    if (filePath === undefined) return { ok: false, message: unknownHandle() };
    const result = await readCampaignFile(filePath);
    // Recent files are campaigns: an Azgaar world read for import (issue 31) is not one to open again.
    if (result.ok && filePath.toLowerCase().endsWith('.hexmarch')) deps.onFileUsed(filePath);
    return result;
  });
  handleValidated(
    ipcMain,
    c.writeFile,
    FILE_ARGS.writeFile,
    async (handle, text): Promise<FileWriteResult> => {
      const filePath = handles.pathOf(handle);
      if (filePath === undefined) return { ok: false, message: unknownHandle() };
      const saved = await saveFileAtomically(filePath, text, deps.backups ? { backups: deps.backups } : {});
      if (!saved.ok) return { ok: false, message: saved.error.message };
      deps.onFileUsed(filePath);
      return { ok: true };
    },
  );
  handleValidated(ipcMain, c.writeRecovery, FILE_ARGS.writeRecovery, (text) => deps.recovery.write(text));
  handleValidated(ipcMain, c.readRecovery, FILE_ARGS.readRecovery, () => deps.recovery.read());
  handleValidated(ipcMain, c.takeLaunchFile, FILE_ARGS.takeLaunchFile, (): FileRef | null => {
    const file = launchFile;
    launchFile = null;
    return file === null ? null : handles.issue(file);
  });
  handleValidated(ipcMain, c.fileForDrop, FILE_ARGS.fileForDrop, (droppedPath): FileRef | null =>
    droppedPath === '' ? null : handles.issue(droppedPath),
  );
  handleValidated(
    ipcMain,
    c.saveVersion,
    FILE_ARGS.saveVersion,
    async (handle, text, summary): Promise<void> => {
      const filePath = handles.pathOf(handle);
      if (filePath === undefined || !deps.versions) return;
      await deps.versions.record(filePath, text, summary);
    },
  );
  handleValidated(
    ipcMain,
    c.listVersions,
    FILE_ARGS.listVersions,
    async (handle): Promise<readonly VersionEntry[]> => {
      const filePath = handles.pathOf(handle);
      return filePath === undefined || !deps.versions ? [] : deps.versions.list(filePath);
    },
  );
  handleValidated(
    ipcMain,
    c.readVersion,
    FILE_ARGS.readVersion,
    async (handle, id): Promise<FileReadResult> => {
      const filePath = handles.pathOf(handle);
      const text = filePath === undefined || !deps.versions ? null : await deps.versions.read(filePath, id);
      return text === null ? { ok: false, message: t('electron:versionGone') } : { ok: true, text };
    },
  );
}
