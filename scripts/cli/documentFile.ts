import { readFile } from 'node:fs/promises';
import type { HexmarchDocument } from '@shared/document';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
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
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (code ?? String(error));
    return err(`Cannot read ${path}: ${why}.`);
  }
  const loaded = loadHexmarchFile(text);
  if (!loaded.ok) return err(`Cannot open ${path}: ${loaded.error.message}`);
  return ok(loaded.value.document);
}

/** The text of `document` as a `.hexmarch` file, written by the app's serializer. */
export function hexmarchFileText(document: HexmarchDocument): string {
  return serializeHexmarchFile(document, cliAppVersion());
}
