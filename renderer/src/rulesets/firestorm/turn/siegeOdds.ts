import { t } from '@shared/i18n';
import type { Side } from '@shared/rulesets/firestorm';

/**
 * SIEGE-8/9 quick results as odds a player can weigh: the chance the option succeeds and what it does then.
 * Decision: the odds are the quick-result rolls (the tabletop battleplans decide success at the table instead).
 */
const ODDS_OPTIONS = [
  'bombardment',
  'undermine',
  'starveOut',
  'testTheDefense',
  'infiltrate',
  'constructSiegeEquipment',
  'sendForHelp',
  'counterBombardmentBowfire',
  'counterBombardmentArtillery',
  'sallyOut',
  'bringReinforcements',
  'repairDefenses',
] as const;

/** Read in the current language each time (issue 32). */
export const SIEGE_ODDS: Readonly<Record<string, { readonly odds: string; readonly effect: string }>> =
  Object.fromEntries(
    ODDS_OPTIONS.map((option) => [
      option,
      {
        get odds() {
          return t(`fsTurn:siegeOdds.${option}.odds`);
        },
        get effect() {
          return t(`fsTurn:siegeOdds.${option}.effect`);
        },
      },
    ]),
  );

export const SIDE_RULE: Readonly<Record<Side, string>> = { attacker: 'SIEGE-9', defender: 'SIEGE-8' };
