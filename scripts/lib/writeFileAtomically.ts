import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import { t } from '@shared/i18n';

/** Why a write failed, as the end of a sentence: "Cannot write map.png: the folder does not exist." */
export function writeFailureReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return t('cli:output.why.noFolder');
    case 'ENOTDIR':
      return t('cli:output.why.notFolder');
    case 'EACCES':
    case 'EPERM':
      return t('cli:output.why.permission');
    case 'EISDIR':
      return t('cli:output.why.isFolder');
    case 'ENOSPC':
      return t('cli:output.why.diskFull');
    case 'EROFS':
      return t('cli:output.why.readOnly');
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
