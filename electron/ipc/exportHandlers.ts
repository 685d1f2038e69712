import path from 'node:path';
import { z } from 'zod';
import type { IpcMain } from 'electron';
import {
  IPC_CHANNELS,
  MAX_EXPORT_BYTES,
  MAX_EXPORT_FILES,
  MAX_EXPORT_NAME,
  EXPORT_KINDS,
  type ExportExtension,
  type SaveExportResult,
} from '@shared/ipc';
import { t } from '@shared/i18n';
import { completedSavePath, existingNamesOf, type ConfirmReplace } from '../files/replaceQuestion';
import { codeOf, saveErrorOf } from '../files/saveError';
import { fsyncFolder, removeTempLeftovers, writeFileAtomically } from '../files/writeFileAtomically';
import { handleValidated } from './handleValidated';

/** What the export handler needs from Electron; injected so tests run it in Node with a temp folder. */
export interface ExportHandlerDeps {
  /** The native Save dialog for one file, starting at `suggestedName`, filtered to `extension`; null on cancel. */
  readonly chooseExportFile: (suggestedName: string, extension: ExportExtension) => Promise<string | null>;
  /** The native folder picker for several files; null on cancel. */
  readonly chooseExportFolder: () => Promise<string | null>;
  /** The native question listing the files that would be replaced; asked at most once per export. */
  readonly confirmReplace: ConfirmReplace;
  /** Writes one file whole or not at all (hidden temp file, fsync, rename) unless a test swaps it. */
  readonly writeBytes?: (target: string, bytes: Uint8Array) => Promise<void>;
}

/**
 * A plain file name: no folders (neither separator), no characters Windows refuses, no control characters,
 * and an ending of EXPORT_KINDS (.pdf, .png, .json, .md, .csv), so the renderer can neither steer a write elsewhere
 * nor write another kind of file (an executable, a script).
 */
const EXTENSIONS = Object.keys(EXPORT_KINDS) as ExportExtension[];
const exportNameSchema = z
  .string()
  .max(MAX_EXPORT_NAME)
  .regex(
    new RegExp(`^[^/\\\\:*?"<>|\\u0000-\\u001f]+\\.(${EXTENSIONS.join('|')})$`, 'i'),
    `a .${EXTENSIONS.join(', .')} file name without folders`,
  );

const exportFilesSchema = z
  .array(z.strictObject({ name: exportNameSchema, bytes: z.instanceof(Uint8Array) }))
  .min(1)
  .max(MAX_EXPORT_FILES)
  .refine((files) => files.reduce((sum, file) => sum + file.bytes.byteLength, 0) <= MAX_EXPORT_BYTES, {
    message: 'the export is larger than 2 GB',
  })
  .refine((files) => new Set(files.map((file) => file.name.toLowerCase())).size === files.length, {
    message: 'two files share a name',
  });

export const EXPORT_ARGS = { saveExport: z.tuple([exportFilesSchema]) } as const;

async function writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
  await writeFileAtomically(target, bytes);
  await fsyncFolder(path.dirname(target));
}

const extensionOf = (name: string): ExportExtension =>
  EXTENSIONS.find((e) => name.toLowerCase().endsWith(`.${e}`)) ?? 'pdf';

/**
 * Registers saveExport (issue 6 §4 "files are written through the main process in the desktop build"): one
 * file goes where the GM's Save dialog says (the extension is added back if the GM typed a name without it);
 * several go, under their own names, into the folder the GM picks. Nothing is overwritten silently (issue 9): files
 * that are already there are listed in one question first, and Cancel writes nothing. Each file is written
 * atomically, so a failed export never leaves a half-written PDF behind.
 */
export function registerExportHandler(ipcMain: Pick<IpcMain, 'handle'>, deps: ExportHandlerDeps): void {
  const writeBytes = deps.writeBytes ?? writeAtomically;
  handleValidated(
    ipcMain,
    IPC_CHANNELS.saveExport,
    EXPORT_ARGS.saveExport,
    async (files): Promise<SaveExportResult> => {
      const targets = await chooseTargets(files, deps);
      if (targets === null) return { cancelled: true };
      const saved: string[] = [];
      for (const [index, file] of files.entries()) {
        const target = targets[index] as string;
        try {
          await writeBytes(target, file.bytes);
        } catch (error) {
          return { message: failureMessage(path.basename(target), error) };
        }
        saved.push(path.basename(target));
      }
      // Temp files of an earlier export of these names that was killed half-way (never any other file).
      await removeTempLeftovers(targets);
      return { saved };
    },
  );
}

async function chooseTargets(
  files: readonly { name: string }[],
  deps: ExportHandlerDeps,
): Promise<string[] | null> {
  const [only] = files;
  if (files.length === 1 && only !== undefined) {
    const extension = extensionOf(only.name);
    const chosen = await deps.chooseExportFile(only.name, extension);
    if (chosen === null) return null;
    // The dialog asked about the name as typed; a completed name is asked about here.
    const target = await completedSavePath(chosen, extension, deps.confirmReplace);
    return target === null ? null : [target];
  }
  const folder = await deps.chooseExportFolder();
  if (folder === null) return null;
  const targets = files.map((file) => path.join(folder, file.name));
  const existing = await existingNamesOf(targets);
  if (existing.length > 0 && !(await deps.confirmReplace(existing, folder))) return null;
  return targets;
}

/** The save errors' sentences (disk full, locked, read-only…), with the file's name in front. */
export function failureMessage(name: string, error: unknown): string {
  const reason = saveErrorOf(error);
  if (reason.kind === 'other')
    return t('electron:export.couldNotSave', { name, code: codeOf(error) ?? String(error) });
  return t('electron:export.notSaved', { name, reason: reason.message });
}
