import { t } from '@shared/i18n';
import { openDefenseGameData, type DefenseGameFile } from '@shared/rulesets/defense';

/**
 * Why the defense game kept in the campaign document does not open, or undefined (none, or it opens). The loader
 * opened it already (issue 26), so this is a lookup of that result, not a replay.
 */
export function damagedDefenseGameOf(stored: DefenseGameFile | undefined): string | undefined {
  if (stored === undefined) return undefined;
  const opened = openDefenseGameData(stored);
  return opened.ok ? undefined : (opened.errors[0] ?? t('defense:damaged.fallback'));
}

/**
 * Issue 26: a damaged defense game kept in the campaign file is replaced only on a yes. True when nothing is kept
 * that a new game would replace, or the GM agreed.
 */
export function mayReplaceStoredDefenseGame(
  stored: DefenseGameFile | undefined,
  confirm: (question: string) => boolean = (question) => window.confirm(question),
): boolean {
  const damaged = damagedDefenseGameOf(stored);
  if (damaged === undefined) return true;
  return confirm(t('defense:damaged.replace', { why: damaged.replace(/\.$/, '') }));
}
