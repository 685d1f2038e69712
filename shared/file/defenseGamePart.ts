import { t } from '../i18n';
import { z } from 'zod';
import { openDefenseGameData, type DefenseGameFile } from '../rulesets/defense/file/defenseGameFile';
import { damagedFile, type FileLoadError } from './fileLoadError';
import { jsonBoundsProblem } from './jsonBounds';

/**
 * The settlement defense game a campaign file may hold (issue 14) is a part of its own (issue 26): the document's
 * schema lets it through as written, and the loader then opens it whole (bounded JSON, its schema, its decks,
 * its replay) before the document reaches the store. A game that does not open does not cost the GM the
 * campaign: the campaign opens, the game is reported and kept in the file exactly as written, and the app asks
 * before a new game replaces it.
 */
export const defenseGamePartSchema = z.custom<DefenseGameFile>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { error: () => t('defenseRules:part.expected') },
);

/**
 * Beyond this the part is not kept but the file refused: a part kept as written is written again by every save,
 * so it must be of a size and shape any file of ours can hold (the bounds of a saved game file, a bit wider).
 */
const KEPT_PART_BOUNDS = {
  maxDepth: 16,
  maxNodes: 1_000_000,
  maxStringChars: 100_000,
  maxListItems: 100_000,
} as const;

/** How the defense game inside a file fared: opened, kept although damaged, or too broken to keep. */
export type DefenseGamePartCheck =
  | { readonly kind: 'none' | 'opened' }
  | { readonly kind: 'damaged'; readonly message: string }
  | { readonly kind: 'refused'; readonly error: FileLoadError };

/** Opens the defense game `part` of a stored document (its `defenseGame`), never throwing. */
export function checkDefenseGamePart(part: unknown): DefenseGamePartCheck {
  if (part === undefined) return { kind: 'none' };
  const bounds = jsonBoundsProblem(part, KEPT_PART_BOUNDS);
  if (bounds)
    return {
      kind: 'refused',
      error: damagedFile(`document › defenseGame${bounds.where.slice('document'.length)}`, bounds.problem),
    };
  const opened = openDefenseGameData(part);
  if (opened.ok) return { kind: 'opened' };
  const why = opened.errors.slice(0, 2).join('; ').replace(/\.$/, '');
  return {
    kind: 'damaged',
    message: t('defenseRules:part.damaged', { why: why.slice(0, 300) }),
  };
}
