import type { Battle, Campaign, Lord } from './model/campaign';
import type { EngineEvent } from './model/events';
import { mapEntities, updateBattle, updateLord, type StateWriter } from './state/update';

/** The events that record what happened at the tabletop and the Lord's loadout (EVT-1, applied by applyEvent). */
export type TableRecordEvent = Extract<
  EngineEvent,
  { type: 'LordLoadoutRecorded' | 'SpecialObjectiveRecorded' | 'GloriousDeedCompleted' | 'GameLengthRolled' }
>;

/** EVT-1: the state change of one table record; plain JSON throughout (STYLE.md). */
export function applyTableRecord(w: StateWriter, state: Campaign, event: TableRecordEvent): Campaign {
  switch (event.type) {
    case 'LordLoadoutRecorded':
      return updateLord(w, state, event.payload.playerId, (lord) => ({
        ...lord,
        loadout: event.payload.loadout,
      }));
    case 'SpecialObjectiveRecorded': {
      const { battleId, side, objective, achieved } = event.payload;
      return updateBattle(w, state, battleId, (b) => ({
        ...b,
        specialObjectives: { ...b.specialObjectives, [side]: { objective, achieved } },
      }));
    }
    case 'GloriousDeedCompleted': {
      const { battleId, deed, side } = event.payload;
      return updateBattle(w, state, battleId, (b) => ({
        ...b,
        deedsCompleted: { ...b.deedsCompleted, [deed]: side },
      }));
    }
    case 'GameLengthRolled': {
      const { battleId, roll, lastTurn } = event.payload;
      return updateBattle(w, state, battleId, (b) => ({ ...b, gameLength: { roll, lastTurn } }));
    }
  }
}

/**
 * LORD-3: a Lord with either army of a new battle has now fought with its loadout (BRIEF-8 shows it to both
 * players), so the loadout is fixed from this battle on. Decision: the first such battle counts, whether or not
 * the Lord is then fielded, because the briefing has already told the opponent what the Lord carries.
 */
export function withFirstBattle(w: StateWriter, state: Campaign, battle: Battle): Campaign {
  const armies = [battle.attacker.armyId, battle.defender.armyId];
  const fightsFirst = (lord: Lord) =>
    lord.state === 'active' && lord.armyId !== null && armies.includes(lord.armyId) && !lord.firstBattleId;
  if (!state.lords.ids.some((id) => fightsFirst(state.lords.entities[id]!))) return state;
  const lords = mapEntities(state.lords, (lord) =>
    fightsFirst(lord) ? { ...lord, firstBattleId: battle.id } : lord,
  );
  return w.set(state, { lords });
}
