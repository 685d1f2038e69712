import { deedNameLabel, type Campaign, type EngineEvent } from '@shared/rulesets/core';
import { hexName } from '@shared/hex';
import { t } from '@shared/i18n';

type TableRecord = Extract<
  EngineEvent,
  { type: 'LordLoadoutRecorded' | 'SpecialObjectiveRecorded' | 'GloriousDeedCompleted' | 'GameLengthRolled' }
>;

/** "Red's Alice 1 (attacker)": a battle side as the GM knows it (log:table.*, issue 32). */
function sideOfBattle(campaign: Campaign, battleId: string, side: 'attacker' | 'defender'): string {
  const role = t(`log:winner.${side}`);
  const battle = campaign.battles.entities[battleId];
  if (!battle) return role;
  const army = campaign.armies.entities[battle[side].armyId];
  return army ? t('log:table.armyInRole', { army: army.name, role }) : role;
}

function battleName(campaign: Campaign, battleId: string): string {
  const battle = campaign.battles.entities[battleId];
  return battle ? t('log:table.battleAt', { hex: hexName(battle.hex) }) : t('log:table.theBattle');
}

/**
 * The history's sentence for what the tabletop game and the GM recorded (SETUP-5, LORD-3, BATTLE-5, SCEN-6,
 * SCEN-7), one catalogue pattern each (log:table.*); eventSentence adds the turn and the rule IDs.
 */
export function tableRecordText(campaign: Campaign, event: TableRecord): string {
  switch (event.type) {
    case 'LordLoadoutRecorded': {
      const p = event.payload;
      const lord = campaign.lords.entities[p.playerId]?.name;
      const loadout = p.loadout || t('log:table.noneEntered');
      const values = { lord, loadout, previous: p.previous };
      if (lord) return t(p.previous ? 'log:table.loadoutWas' : 'log:table.loadout', values);
      return t(p.previous ? 'log:table.theLordsLoadoutWas' : 'log:table.theLordsLoadout', values);
    }
    case 'SpecialObjectiveRecorded': {
      const p = event.payload;
      return t(p.achieved ? 'log:table.objectiveAchieved' : 'log:table.objectiveMissed', {
        side: sideOfBattle(campaign, p.battleId, p.side),
        battle: battleName(campaign, p.battleId),
        objective: p.objective
          ? t('log:table.quoted', { objective: p.objective })
          : t('log:table.blankObjective'),
      });
    }
    case 'GloriousDeedCompleted': {
      const p = event.payload;
      return t('log:table.deed', {
        side: sideOfBattle(campaign, p.battleId, p.side),
        deed: deedNameLabel(p.deed),
        battle: battleName(campaign, p.battleId),
      });
    }
    case 'GameLengthRolled': {
      const p = event.payload;
      return t(p.lastTurn === 5 ? 'log:table.lengthEnds' : 'log:table.lengthGoesOn', {
        battle: battleName(campaign, p.battleId),
        roll: p.roll,
      });
    }
  }
}
