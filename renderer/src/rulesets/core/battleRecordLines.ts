import { scenarioGlory, type Battle, type Campaign } from '@shared/rulesets/core';
import { BATTLE_SIDE_LIST, battleSideName } from './battleSides';
import { t } from '@shared/i18n';

/**
 * What the tabletop game recorded, one line each, for the last-battle summary: the Pitched Battle objectives
 * (BATTLE-5), the scenario Glory of the deeds (SCEN-6) and the game length (SCEN-7).
 */
export function battleRecordLines(campaign: Campaign, battle: Battle): string[] {
  const lines: string[] = [];
  for (const side of BATTLE_SIDE_LIST) {
    const objective = battle.specialObjectives?.[side];
    if (!objective) continue;
    const text = objective.objective
      ? t('coreScreens:objectives.quoted', { objective: objective.objective })
      : t('coreScreens:objectives.blank');
    lines.push(
      t(objective.achieved ? 'coreScreens:record.objectiveAchieved' : 'coreScreens:record.objective', {
        side: battleSideName(campaign, battle, side),
        objective: text,
      }),
    );
  }
  if (battle.deedsCompleted) {
    const glory = scenarioGlory(battle);
    lines.push(t('coreScreens:record.glory', { attacker: glory.attacker, defender: glory.defender }));
  }
  if (battle.gameLength)
    lines.push(
      t('coreScreens:record.length', { roll: battle.gameLength.roll, count: battle.gameLength.lastTurn }),
    );
  return lines;
}
