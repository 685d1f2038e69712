import type { HexmarchDocument } from '../document';
import { err, ok, type Result } from '../result';
import { damagedFile, madeByNewerHexmarch, notHexmarchFile, type FileLoadError } from './fileLoadError';
import { CURRENT_FORMAT_VERSION, FILE_FORMAT, MAX_FILE_CHARS } from './fileFormat';
import { migrateDocument, MIGRATIONS, type Migration } from './migrations';
import { hexmarchDocumentSchema } from './schemas/documentSchema';
import { fromStoredDocument } from './storedDocument';

/** A file that opened: its document, plus what it was written as. */
export interface LoadedHexmarchFile {
  readonly document: HexmarchDocument;
  /** The format version in the file, before migration. */
  readonly formatVersion: number;
  readonly appVersion: string;
}

/** Where a JSON syntax error lies, as "line L, column C" (V8 names the position in its message). */
function syntaxErrorWhere(text: string, error: unknown): string {
  const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  const position = match === null ? text.length : Number(match[1]);
  // V8 reports an unterminated string at its last character: either way the file stops too early.
  if (position >= text.trimEnd().length - 1) return 'the end of the file (it is cut short)';
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return `line ${line}, column ${position - before.lastIndexOf('\n')}`;
}

/** A broken file that still starts like ours is damaged; anything else is not a Hexmarch file at all. */
function looksLikeHexmarch(text: string): boolean {
  return /^\s*\{\s*"format"\s*:\s*"hexmarch"/.test(text.slice(0, 200));
}

/** A zod issue path as a GM-readable place: `document › campaign › armies › entities › R1 › hex`. */
function pathWhere(path: readonly PropertyKey[]): string {
  const where = ['document', ...path.map((part) => String(part))].join(' › ');
  return where.length > 160 ? `${where.slice(0, 157)}...` : where;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Opens the text of a `.hexmarch` file: is it a Hexmarch file → is it from a newer version → migrate → validate.
 * Never throws and never returns part of a document: each failure is one plain {@link FileLoadError}.
 */
export function loadHexmarchFile(
  text: string,
  migrations: readonly Migration[] = MIGRATIONS,
  currentVersion: number = CURRENT_FORMAT_VERSION,
): Result<LoadedHexmarchFile, FileLoadError> {
  if (typeof text !== 'string') return err(notHexmarchFile());
  if (text.length > MAX_FILE_CHARS) {
    return err(
      looksLikeHexmarch(text) ? damagedFile('the whole file', 'it is far too large') : notHexmarchFile(),
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return err(looksLikeHexmarch(text) ? damagedFile(syntaxErrorWhere(text, error)) : notHexmarchFile());
  }
  if (!isRecord(parsed) || parsed.format !== FILE_FORMAT) return err(notHexmarchFile());

  const { version, appVersion } = parsed;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return err(damagedFile('version', 'not a format version number'));
  }
  const writtenBy = typeof appVersion === 'string' ? appVersion.slice(0, 40) : undefined;
  if (version > currentVersion) return err(madeByNewerHexmarch(version, writtenBy));
  if (writtenBy === undefined) return err(damagedFile('appVersion', 'missing'));

  let migrated: unknown;
  try {
    migrated = migrateDocument(parsed.document, version, migrations, currentVersion);
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 120) : undefined;
    return err(damagedFile(`the upgrade from format ${version}`, detail));
  }
  let checked: ReturnType<typeof hexmarchDocumentSchema.safeParse>;
  try {
    checked = hexmarchDocumentSchema.safeParse(migrated);
  } catch {
    // zod gathers issues with push(...issues): a huge array of wrong values overflows the stack (found by the
    // fuzzer in tests/shared/file/loaderFuzz.test.ts).
    return err(damagedFile('document', 'far too many wrong values'));
  }
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return err(damagedFile(pathWhere(issue?.path ?? []), issue?.message.slice(0, 120)));
  }
  // The checked input rather than zod's copy: it keeps the writer's key order, so open → save gives the same
  // bytes (GEN-5 byte-identical files), and fields a same-format newer build added survive the round trip.
  const document = fromStoredDocument(migrated as HexmarchDocument);
  return ok({ document, formatVersion: version, appVersion: writtenBy });
}
