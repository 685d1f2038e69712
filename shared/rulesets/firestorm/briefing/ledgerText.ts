import { t } from '../../../i18n';
import type { LedgerEntry } from '../model/types';

/**
 * SIEGE-13: a ledger entry's effect in the current language (issue 32). The file keeps each entry's English
 * `effectText` (FORMAT-firestorm.md; a file format is never changed to translate), but every entry the engine
 * writes can be said again from its option, dice and value, so a screen shows this instead. An entry of an option
 * it does not know (a file from a later version) shows its stored text.
 */
export function ledgerEntryText(entry: LedgerEntry, siegeForcePointValue: number): string {
  const sfp = (n: number) => t('fsEngine:ledger.sfp', { count: n, points: n * siegeForcePointValue });
  switch (entry.optionId) {
    case 'bombardment':
      return t('fsEngine:ledger.bombardment', { dice: entry.dice ?? 'D3' });
    case 'undermine':
      return t('fsEngine:ledger.undermine');
    case 'starveOut':
      return t('fsEngine:ledger.starveOut', { dice: entry.dice ?? 'D3' });
    case 'counterBombardmentBowfire':
      return t('fsEngine:ledger.bowfire');
    case 'counterBombardmentArtillery':
      return t('fsEngine:ledger.artillery', { sfp: sfp(entry.value ?? 0) });
    case 'bringReinforcements':
      return t('fsEngine:ledger.reinforcements', { sfp: sfp(entry.value ?? 0) });
    case 'forlornHope':
      return t('fsEngine:ledger.forlornHope', { sfp: sfp(entry.value ?? 5) });
    default:
      return entry.effectText;
  }
}
