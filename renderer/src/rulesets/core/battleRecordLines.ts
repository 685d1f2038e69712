import { scenarioGlory, type Battle, type Campaign } from '@shared/rulesets/core';
import { BATTLE_SIDE_LIST, battleSideName } from './battleSides';

/**
 * What the tabletop game recorded, one line each, for the last-battle summary: the Pitched Battle objectives
 * (BATTLE-5), the scenario Glory of the deeds (SCEN-6) and the game length (SCEN-7).
 */
export function battleRecordLines(campaign: Campaign, battle: Battle): string[] {
  const lines: string[] = [];
  for (const side of BATTLE_SIDE_LIST) {
    const objective = battle.specialObjectives?.[side];
    if (!objective) continue;
    const text = objective.objective ? `“${objective.objective}”` : 'blank';
    lines.push(
      `BATTLE-5: ${battleSideName(campaign, battle, side)} objective ${text}${objective.achieved ? ', achieved' : ''}`,
    );
  }
  if (battle.deedsCompleted) {
    const glory = scenarioGlory(battle);
    lines.push(`SCEN-6: scenario Glory ${glory.attacker} (attacker) · ${glory.defender} (defender)`);
  }
  if (battle.gameLength)
    lines.push(
      `SCEN-7: game-length D6 ${battle.gameLength.roll}, ${battle.gameLength.lastTurn} turns played`,
    );
  return lines;
}
