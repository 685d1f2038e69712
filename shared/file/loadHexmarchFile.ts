import type { HexmarchDocument } from '../document';
import { err, ok, type Result } from '../result';
import type { HexKey } from '../hex';
import { checkDefenseGamePart } from './defenseGamePart';
import { issuePredicate } from '../kernel/issueSentence';
import { brokenDocumentInvariant, type DocumentFeatureHexes } from './documentInvariants';
import {
  damagedFile,
  impossibleDocument,
  madeByNewerHexmarch,
  notHexmarchFile,
  type FileLoadError,
} from './fileLoadError';
import { pathWhere } from './filePath';
import { inWrittenOrder } from './inWrittenOrder';
import { CURRENT_FORMAT_VERSION, FILE_FORMAT, MAX_FILE_CHARS } from './fileFormat';
import { migrateDocument, MIGRATIONS, type Migration } from './migrations';
import type { PackedMap } from './packedMap';
import type { hexmarchDocumentSchema } from './schemas/documentSchema';
import { documentSchemaFor } from './schemas/documentSchema';
import { fromStoredDocument } from './storedDocument';
import { checkStoredShape } from './storedShapeCheck';
import { t } from '../i18n';

/**
 * zod stops at the first issue instead of gathering one per wrong value: a list of two million wrong numbers took
 * 62 s and 2.2 GB to refuse (issue 9). `abortEarly` is zod's own flag for `validate()` (ParseContextInternal in
 * zod/v4/core, zod pinned in package.json); bench/suites/fileSuite.ts measures the worst refusal.
 */
const FIRST_ISSUE_ONLY = { abortEarly: true } as Parameters<typeof hexmarchDocumentSchema.safeParse>[1];

/** A file that opened: its document, plus what it was written as. */
export interface LoadedHexmarchFile {
  readonly document: HexmarchDocument;
  /** The format version in the file, before migration. */
  readonly formatVersion: number;
  readonly appVersion: string;
  /**
   * Parts of the file that did not open although the campaign did (today: a damaged defense game, issue 26), one
   * sentence each for the GM. They stay in the document as written, so saving keeps them.
   */
  readonly damagedParts: readonly string[];
}

/** Where a JSON syntax error lies, as "line L, column C" (V8 names the position in its message). */
function syntaxErrorWhere(text: string, error: unknown): string {
  const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  const position = match === null ? text.length : Number(match[1]);
  // V8 reports an unterminated string at its last character: either way the file stops too early.
  if (position >= text.trimEnd().length - 1) return t('files:where.cutShort');
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return t('files:where.lineColumn', { line, column: position - before.lastIndexOf('\n') });
}

/** A broken file that still starts like ours is damaged; anything else is not a Hexmarch file at all. */
function looksLikeHexmarch(text: string): boolean {
  return /^\s*\{\s*"format"\s*:\s*"hexmarch"/.test(text.slice(0, 200));
}

/** The hexes with features of the stored (still packed) maps: the only ones a bridge or settlement can be on. */
function featureHexesOf(stored: HexmarchDocument): DocumentFeatureHexes {
  const keysOf = (map: unknown) => Object.keys((map as PackedMap).features) as HexKey[];
  return {
    mapDocument: keysOf(stored.mapDocument.map),
    campaign: stored.campaign ? keysOf(stored.campaign.map) : [],
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Opens the text of a `.hexmarch` file: is it a Hexmarch file → is it from a newer version → migrate → bound every
 * list (storedShapeCheck) → validate (schemas) → check the campaign can exist (brokenDocumentInvariant). Never
 * throws and never returns part of a document: each failure is one plain {@link FileLoadError}. What it returns is
 * built from the schema's parsed value, never from the text's own objects.
 */
export function loadHexmarchFile(
  text: string,
  migrations: readonly Migration[] = MIGRATIONS,
  currentVersion: number = CURRENT_FORMAT_VERSION,
): Result<LoadedHexmarchFile, FileLoadError> {
  if (typeof text !== 'string') return err(notHexmarchFile());
  if (text.length > MAX_FILE_CHARS) {
    return err(
      looksLikeHexmarch(text)
        ? damagedFile(t('files:where.wholeFile'), t('files:load.tooLarge'))
        : notHexmarchFile(),
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
    return err(damagedFile('version', t('files:load.notAVersion')));
  }
  const writtenBy = typeof appVersion === 'string' ? appVersion.slice(0, 40) : undefined;
  if (version > currentVersion) return err(madeByNewerHexmarch(version, writtenBy));
  if (writtenBy === undefined) return err(damagedFile('appVersion', t('files:load.missing')));

  let migrated: unknown;
  try {
    migrated = migrateDocument(parsed.document, version, migrations, currentVersion);
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 120) : undefined;
    return err(damagedFile(t('files:where.upgrade', { version }), detail));
  }
  const shapeError = checkStoredShape(migrated);
  if (shapeError) return err(shapeError);
  let checked: ReturnType<typeof hexmarchDocumentSchema.safeParse>;
  try {
    checked = documentSchemaFor(migrated).safeParse(migrated, FIRST_ISSUE_ONLY);
  } catch {
    return err(damagedFile('document', t('files:load.tooManyWrong')));
  }
  if (!checked.success) {
    const issue = checked.error.issues[0];
    // In the GM's words ("must be 0 or more"), not zod's ("Too small: expected number to be >=0").
    const detail = issue === undefined ? undefined : issuePredicate(issue, migrated).slice(0, 120);
    return err(damagedFile(pathWhere(issue?.path ?? []), detail));
  }
  // zod's value with the keys in the file's order, so open → save gives the same bytes (GEN-5 byte-identical
  // files); unknown keys are gone.
  const stored = inWrittenOrder(migrated, checked.data);
  const document = fromStoredDocument(stored);
  const broken = brokenDocumentInvariant(document, featureHexesOf(stored));
  if (broken !== undefined) return err(impossibleDocument(broken));
  const defense = checkDefenseGamePart(document.defenseGame);
  if (defense.kind === 'refused') return err(defense.error);
  const damagedParts = defense.kind === 'damaged' ? [defense.message] : [];
  return ok({ document, formatVersion: version, appVersion: writtenBy, damagedParts });
}
