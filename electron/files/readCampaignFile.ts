import fs from 'node:fs/promises';
import { MAX_FILE_TEXT, type FileReadResult } from '@shared/ipc';
import { codeOf } from './saveError';

/** Reads a campaign file's text for the renderer, refusing files far too big to be a campaign before reading. */
export async function readCampaignFile(filePath: string): Promise<FileReadResult> {
  try {
    const { size } = await fs.stat(filePath);
    if (size > MAX_FILE_TEXT)
      return { ok: false, message: 'This file is far too large to be a Hexmarch campaign.' };
    return { ok: true, text: await fs.readFile(filePath, 'utf8') };
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOENT')
      return { ok: false, message: 'The file is gone: it was moved, renamed or deleted.' };
    if (code === 'EACCES' || code === 'EPERM')
      return { ok: false, message: 'Hexmarch may not read this file.' };
    if (code === 'EISDIR') return { ok: false, message: 'That is a folder, not a campaign file.' };
    return { ok: false, message: `The file could not be read (${code ?? String(error)}).` };
  }
}

/** The first command-line argument that names a .hexmarch file (how the OS opens a double-clicked file). */
export function launchFileOf(argv: readonly string[]): string | null {
  return argv.slice(1).find((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith('.hexmarch')) ?? null;
}
