import type { Battle, BattleSide, Campaign } from '@shared/rulesets/core';

/** "Alice 1 (attacker)": a battle side as the GM knows it, never an id. */
export function battleSideName(campaign: Campaign, battle: Battle, side: BattleSide): string {
  const army = campaign.armies.entities[battle[side].armyId];
  return `${army?.name ?? side} (${side})`;
}

export const BATTLE_SIDE_LIST: readonly BattleSide[] = ['attacker', 'defender'];
