import type { Battle, BattleSide, Campaign } from '@shared/rulesets/core';
import { t } from '@shared/i18n';

/** "Alice 1 (attacker)": a battle side as the GM knows it, never an id (log:table.armyInRole, issue 32). */
export function battleSideName(campaign: Campaign, battle: Battle, side: BattleSide): string {
  const army = campaign.armies.entities[battle[side].armyId];
  const role = t(`log:winner.${side}`);
  return army ? t('log:table.armyInRole', { army: army.name, role }) : role;
}

export const BATTLE_SIDE_LIST: readonly BattleSide[] = ['attacker', 'defender'];
