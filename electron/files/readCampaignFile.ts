import { t } from '@shared/i18n';
import { MAX_FILE_TEXT, type FileReadResult } from '@shared/ipc';
import { readRegularFile } from './readRegularFile';

/**
 * Reads a campaign file's text for the renderer: only an ordinary file (a FIFO, a device or a link to one is
 * refused without waiting on it, issue 26), refused before reading when far too big to be a campaign. The cap is
 * in bytes, which are at least as many as characters, so nothing over the loader's character cap is ever read.
 */
export async function readCampaignFile(filePath: string): Promise<FileReadResult> {
  const read = await readRegularFile(filePath, MAX_FILE_TEXT);
  if (read.ok) return read;
  if (read.reason === 'tooLarge') return { ok: false, message: t('electron:read.tooLarge') };
  if (read.reason === 'notFile')
    return read.code === 'EISDIR'
      ? { ok: false, message: t('electron:read.folder') }
      : { ok: false, message: t('electron:read.notOrdinary') };
  const code = read.code;
  if (code === 'ENOENT') return { ok: false, message: t('electron:read.gone') };
  if (code === 'EACCES' || code === 'EPERM') return { ok: false, message: t('electron:read.noPermission') };
  if (code === 'EISDIR') return { ok: false, message: t('electron:read.folder') };
  return { ok: false, message: t('electron:read.failed', { reason: read.message }) };
}

/** The first command-line argument that names a .hexmarch file (how the OS opens a double-clicked file). */
export function launchFileOf(argv: readonly string[]): string | null {
  return argv.slice(1).find((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith('.hexmarch')) ?? null;
}
