import type { Campaign, EngineEvent } from '@shared/rulesets/core';
import { hexName } from '@shared/hex';

type TableRecord = Extract<
  EngineEvent,
  { type: 'LordLoadoutRecorded' | 'SpecialObjectiveRecorded' | 'GloriousDeedCompleted' | 'GameLengthRolled' }
>;

/** "the battle at hex 0502 — attacker (Red's Alice 1)": a battle side as the GM knows it. */
function sideOfBattle(campaign: Campaign, battleId: string, side: 'attacker' | 'defender'): string {
  const battle = campaign.battles.entities[battleId];
  if (!battle) return side;
  const army = campaign.armies.entities[battle[side].armyId];
  return army ? `${army.name} (${side})` : side;
}

function battleName(campaign: Campaign, battleId: string): string {
  const battle = campaign.battles.entities[battleId];
  return battle ? `the battle at hex ${hexName(battle.hex)}` : 'the battle';
}

/**
 * The history's sentence for what the tabletop game and the GM recorded (SETUP-5, LORD-3, BATTLE-5, SCEN-6,
 * SCEN-7); eventSentence adds the turn and the rule IDs.
 */
export function tableRecordText(campaign: Campaign, event: TableRecord): string {
  switch (event.type) {
    case 'LordLoadoutRecorded': {
      const p = event.payload;
      const lord = campaign.lords.entities[p.playerId]?.name ?? 'The Lord';
      const was = p.previous ? ` (was: ${p.previous})` : '';
      return `${lord}'s loadout: ${p.loadout || 'none entered'}${was}`;
    }
    case 'SpecialObjectiveRecorded': {
      const p = event.payload;
      const who = sideOfBattle(campaign, p.battleId, p.side);
      const what = p.objective ? `"${p.objective}"` : 'a blank objective';
      return `Special objective of ${who} in ${battleName(campaign, p.battleId)}: ${what}, ${p.achieved ? 'achieved (+10% of the game size in VP)' : 'not achieved'}`;
    }
    case 'GloriousDeedCompleted': {
      const p = event.payload;
      return `${sideOfBattle(campaign, p.battleId, p.side)} completes the deed ${p.deed} first in ${battleName(campaign, p.battleId)} (+1 scenario Glory)`;
    }
    case 'GameLengthRolled': {
      const p = event.payload;
      const ends = p.lastTurn === 5 ? 'the game ends after turn 5' : 'the game goes on to turn 6';
      return `Game length in ${battleName(campaign, p.battleId)}: D6 ${p.roll}, ${ends}`;
    }
  }
}
