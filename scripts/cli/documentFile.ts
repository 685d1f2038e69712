import { readRegularFile } from '../../electron/files/readRegularFile';
import type { HexmarchDocument } from '@shared/document';
import { t } from '@shared/i18n';
import { loadHexmarchFile, MAX_FILE_CHARS, serializeHexmarchFile } from '@shared/file';
import { err, ok, type Result } from '@shared/result';
import { version } from '../../package.json';

/**
 * The app version written into files the CLI saves: package.json "version", as the desktop app writes it. Imported,
 * not read at run time, so the compiled CLI (dist-cli/) carries it wherever it runs from.
 */
export function cliAppVersion(): string {
  return version;
}

/**
 * Reads a `.hexmarch` file through shared/file (the app's own loader: recognise → migrate → validate), so the CLI
 * opens exactly what the app opens. Errors are one sentence naming the file.
 */
export async function readHexmarchDocument(path: string): Promise<Result<HexmarchDocument, string>> {
  const read = await readCliFile(path, MAX_FILE_CHARS);
  if (!read.ok) return err(read.error);
  const loaded = loadHexmarchFile(read.text);
  if (!loaded.ok) return err(t('cli:read.cannotOpen', { path, reason: loaded.error.message }));
  return ok(loaded.value.document);
}

/**
 * A file's text for the CLI (issue 26): an ordinary file only (a FIFO, a device or a link to one is refused without
 * waiting on it) and at most `maxBytes`, checked before reading. Errors are one sentence naming the file.
 */
export async function readCliFile(
  path: string,
  maxBytes: number,
): Promise<{ ok: true; text: string } | { ok: false; error: string }> {
  const read = await readRegularFile(path, maxBytes);
  if (read.ok) return read;
  const why =
    read.code === 'ENOENT'
      ? t('cli:read.noSuchFile')
      : read.code === 'EISDIR'
        ? t('cli:read.isFolder')
        : read.code === 'EACCES' || read.code === 'EPERM'
          ? t('cli:read.permission')
          : read.message;
  return { ok: false, error: t('cli:read.cannotRead', { path, reason: why }) };
}

/** The text of `document` as a `.hexmarch` file, written by the app's serializer. */
export function hexmarchFileText(document: HexmarchDocument): string {
  return serializeHexmarchFile(document, cliAppVersion());
}
