import { t } from '../i18n';
import { err, ok, type Result } from '../result';
import type { TableSize } from './battlefieldTypes';

/** Issue 29: the usual tables, largest first; 72″×48″ is the default. */
export const TABLE_PRESETS: readonly TableSize[] = [
  { width: 72, height: 48 },
  { width: 60, height: 44 },
  { width: 44, height: 30 },
];
export const DEFAULT_TABLE: TableSize = TABLE_PRESETS[0]!;

/** Decision: a side shorter than 24″ leaves no room between two deployment zones; longer than 144″ is no table. */
export const TABLE_LIMITS = { min: 24, max: 144 } as const;

export const tableText = (t: TableSize) => `${t.width}″×${t.height}″`;

/** Why `size` is no table the plan can be made for, or null. */
export function tableSizeProblem(size: TableSize): string | null {
  for (const [name, value] of [
    ['width', size.width],
    ['depth', size.height],
  ] as const) {
    if (!Number.isFinite(value) || value < TABLE_LIMITS.min || value > TABLE_LIMITS.max)
      return t('battlefield:table.outOfRange', {
        dimension: t(`battlefield:table.${name}`),
        min: TABLE_LIMITS.min,
        max: TABLE_LIMITS.max,
        value,
      });
  }
  return null;
}

/** Reads "72x48", "72×48" or "72\"x48\"" (inches, width first). */
export function parseTableSize(text: string): Result<TableSize, string> {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:″|"|in)?\s*[x×X*]\s*(\d+(?:\.\d+)?)\s*(?:″|"|in)?\s*$/.exec(text);
  if (!match) return err(t('battlefield:table.notASize', { text }));
  const size = { width: Number(match[1]), height: Number(match[2]) };
  const problem = tableSizeProblem(size);
  return problem ? err(problem) : ok(size);
}
