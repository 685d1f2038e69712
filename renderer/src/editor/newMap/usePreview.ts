import { useMemo } from 'react';
import { generateMap, validateMapParams, type GeneratedMap, type MapParams } from '@shared/mapgen';
import type { Result } from '@shared/result';
import { useDebounced } from '../../kit/useDebounced';
import { t } from '@shared/i18n';

export const PREVIEW_DELAY_MS = 250;

/** A seed is a whole number that fits the RNG's 32-bit state. */
export function seedProblem(seed: number): string | null {
  return Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff
    ? null
    : Number.isNaN(seed)
      ? t('coreScreens:editor.seedMissing', { max: 0xffffffff })
      : t('coreScreens:editor.seedWrong', { max: 0xffffffff, seed });
}

export interface PreviewState {
  /** validateMapParams' messages for the current values (plus the seed's), shown at once, not debounced. */
  readonly problems: readonly string[];
  /** The map for the values of PREVIEW_DELAY_MS ago, or null when those were invalid. */
  readonly result: Result<GeneratedMap, string[]> | null;
  /** The preview shows older values than the form (generation is waiting for the user to stop typing). */
  readonly stale: boolean;
}

export function usePreview(params: MapParams, seed: number): PreviewState {
  const problems = useMemo(() => {
    const seedIssue = seedProblem(seed);
    return [...validateMapParams(params), ...(seedIssue ? [seedIssue] : [])];
  }, [params, seed]);
  const debounced = useDebounced({ params, seed, valid: problems.length === 0 }, PREVIEW_DELAY_MS);
  const result = useMemo(
    () => (debounced.valid ? generateMap(debounced.params, debounced.seed) : null),
    [debounced],
  );
  return { problems, result, stale: debounced.params !== params || debounced.seed !== seed };
}
