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
  if (read.reason === 'tooLarge')
    return { ok: false, message: 'This file is far too large to be a Hexmarch campaign.' };
  if (read.reason === 'notFile')
    return read.code === 'EISDIR'
      ? { ok: false, message: 'That is a folder, not a campaign file.' }
      : {
          ok: false,
          message:
            'That is not an ordinary file (a pipe, a device, or a link to one), so Hexmarch does not read it.',
        };
  const code = read.code;
  if (code === 'ENOENT') return { ok: false, message: 'The file is gone: it was moved, renamed or deleted.' };
  if (code === 'EACCES' || code === 'EPERM')
    return { ok: false, message: 'Hexmarch may not read this file.' };
  if (code === 'EISDIR') return { ok: false, message: 'That is a folder, not a campaign file.' };
  return { ok: false, message: `The file could not be read (${read.message}).` };
}

/** The first command-line argument that names a .hexmarch file (how the OS opens a double-clicked file). */
export function launchFileOf(argv: readonly string[]): string | null {
  return argv.slice(1).find((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith('.hexmarch')) ?? null;
}
