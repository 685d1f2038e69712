import { t } from '@shared/i18n';
import type { TentLogEntry } from '@shared/ipc';

/** A line of the tent's log as the GM reads it, in the current language (issue 32: the log keeps events). */
export function tentLogSentence(entry: TentLogEntry): string {
  switch (entry.event) {
    case 'locked':
      return t('tent:log.locked', { name: entry.name, turn: entry.turn });
    case 'reopened':
      return t('tent:log.reopened', { name: entry.name });
    case 'override':
      return t('tent:log.override', { name: entry.name, why: entry.why });
    case 'revealed':
      return t('tent:log.revealed', { turn: entry.turn });
  }
}
