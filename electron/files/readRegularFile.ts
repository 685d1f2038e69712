import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { t } from '@shared/i18n';

/** Why a file was not read, in the GM's words; `code` is Node's error code when there was one. */
export interface ReadRefusal {
  readonly ok: false;
  readonly reason: 'notFile' | 'tooLarge' | 'error';
  readonly message: string;
  readonly code?: string;
}

/**
 * O_NONBLOCK: opening a FIFO for reading otherwise waits for a writer for ever, and Node's four file threads are
 * shared, so four such opens stalled every file operation of the app, saves included (issue 26). On a regular file
 * the flag changes nothing. Windows has neither FIFOs nor the flag.
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * Reads a file's text only if it is an ordinary file of at most `maxBytes` (issue 26): it is opened without
 * waiting, then its own handle is asked what it is (fstat follows nothing and cannot race a rename, so a link to
 * a FIFO or to /dev/zero is found out too), and its size is checked before a byte is read. Never throws.
 */
export async function readRegularFile(
  filePath: string,
  maxBytes: number,
): Promise<{ readonly ok: true; readonly text: string } | ReadRefusal> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(filePath, OPEN_FLAGS);
    const stats = await handle.stat();
    if (stats.isDirectory())
      return { ok: false, reason: 'notFile', code: 'EISDIR', message: t('electron:read.why.folder') };
    if (!stats.isFile())
      return {
        ok: false,
        reason: 'notFile',
        message: t('electron:read.why.notOrdinary'),
      };
    if (stats.size > maxBytes)
      return { ok: false, reason: 'tooLarge', message: t('electron:read.why.tooLarge') };
    // Read at most one byte more than allowed: a file that grew since fstat is still refused, never read whole.
    const buffer = Buffer.alloc(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes) return { ok: false, reason: 'tooLarge', message: t('electron:read.why.tooLarge') };
    return { ok: true, text: buffer.toString('utf8', 0, length) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, reason: 'error', message: code ?? String(error), ...(code ? { code } : {}) };
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
