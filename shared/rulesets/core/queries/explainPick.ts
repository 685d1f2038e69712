import type { HexKey } from '../../../hex';
import { hexPhrase } from '../../../hex';
import type { Army, Campaign } from '../model/campaign';
import { violation, type RuleViolation } from '../model/violation';
import { sideOfArmy } from '../state/selectors';
import { t } from '../../../i18n';

/**
 * Why the GM may not pick up `army` to move it now (MOVE-1: each army acts once a phase; TURN-2: only the side whose
 * turn it is moves); null when it may. The board asks it when a press lands on an army it cannot lift.
 */
export function explainPick(campaign: Campaign, army: Army): RuleViolation | null {
  if (sideOfArmy(campaign, army) === campaign.turn.activeSideId)
    return army.movedThisPhase
      ? violation('MOVE-1', t('coreRules:move.alreadyActivated', { army: army.name }))
      : null;
  const side = campaign.sides.find((s) => s.id === campaign.turn.activeSideId)?.name ?? '';
  return violation('TURN-2', t('coreRules:explain.notYourSide', { army: army.name, side }));
}

/**
 * Why `hex` is no place for what the setup is placing (SETUP-3: a fortress on the second line from its side's home
 * edge, passable, without a settlement; SETUP-4: an army on the fortress hex or a passable hex next to it). The
 * setup's legal hexes themselves are `legalFortressHexes`/`legalArmyHexes` (setupOptions.ts).
 */
export function explainPlacement(what: 'fortress' | 'army', hex: HexKey): RuleViolation {
  return what === 'fortress'
    ? violation('SETUP-3', t('coreRules:explain.fortressHex', { hex: hexPhrase(hex) }))
    : violation('SETUP-4', t('coreRules:explain.armyHex', { hex: hexPhrase(hex) }));
}
