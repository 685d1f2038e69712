import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';

/** Why a write failed, as the end of a sentence: "Cannot write map.png: the folder does not exist." */
export function writeFailureReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'the folder does not exist';
    case 'ENOTDIR':
      return 'part of the path is a file, not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EROFS':
      return 'the disk is read-only';
    default:
      return code ?? (error instanceof Error ? error.message : String(error));
  }
}

export async function exists(path: string): Promise<boolean> {
  return access(path, constants.F_OK).then(
    () => true,
    () => false,
  );
}

/**
 * Writes `data` to `path` so that the file is at every instant absent, the old file or the new one complete:
 * write-file-atomic writes a temporary file in the same folder, fsyncs it and renames it over `path` (the same
 * library electron/files/saveFileAtomically.ts saves campaigns with). A failed write removes its temporary file.
 */
export async function writeFileAtomically(path: string, data: string | Uint8Array): Promise<void> {
  await writeFileAtomic(path, data, {
    fsync: true,
    ...(typeof data === 'string' ? { encoding: 'utf8' } : {}),
  });
}
