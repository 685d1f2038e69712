import { createRngState } from '../../random';
import type { Army, Campaign } from './model/campaign';
import type { EngineEvent } from './model/events';
import { applyTableRecord, withFirstBattle } from './applyTableRecords';
import {
  COPYING,
  IN_PLACE,
  mapEntities,
  updateArmy,
  updateBattle,
  updateHex,
  updateLord,
  withoutUndefined,
  type StateWriter,
} from './state/update';

/**
 * EVT-1: the only code that changes game state. A total switch over the event types; it trusts its input
 * (validate and resolve have checked it) and appends the event to the log (GEN-5 replay). Applying many events
 * one by one copies the log each time; use applyEvents for a batch.
 */
export function applyEvent(state: Campaign, event: EngineEvent): Campaign {
  return { ...applyPayload(state, event), log: [...state.log, event] };
}

/**
 * GEN-5 replay of a batch: every payload in order, then the log extended once (so a whole campaign replays in
 * linear time instead of copying the growing log for every event).
 */
export function applyEvents(state: Campaign, events: readonly EngineEvent[]): Campaign {
  let next = state;
  for (const event of events) next = applyPayload(next, event);
  return events.length === 0 ? state : { ...next, log: state.log.concat(events) };
}

/**
 * EVT-1 without the log: the state change of one event. The event sink applies events with it while a command
 * resolves and appends the command's events to the log once at the end (step).
 */
export function applyPayload(state: Campaign, event: EngineEvent): Campaign {
  return applyWith(COPYING, state, event);
}

/**
 * applyPayload on a state a private loop owns outright (ownedCampaign): the same change, made on the state object
 * and its tables themselves instead of copies (issue 16: the copies were the largest cost of auto-play).
 */
export function applyInPlace(draft: Campaign, event: EngineEvent): void {
  applyWith(IN_PLACE, draft, event);
}

function applyWith(w: StateWriter, state: Campaign, event: EngineEvent): Campaign {
  switch (event.type) {
    case 'CampaignCreated': {
      const p = event.payload;
      return w.set(state, {
        id: p.campaignId,
        name: p.name,
        settings: p.settings,
        rng: createRngState(p.rngSeed),
      });
    }
    case 'MapGenerated':
      return w.set(state, { map: event.payload.map });
    case 'SideCreated': {
      const { sideId, name, color, homeEdge } = event.payload;
      return w.set(state, { sides: [...state.sides, { id: sideId, name, color, homeEdge, playerIds: [] }] });
    }
    case 'PlayerJoined': {
      const { playerId, name, color, sideId } = event.payload;
      return w.set(state, {
        players: [...state.players, { id: playerId, name, color, sideId }],
        sides: state.sides.map((s) =>
          s.id === sideId ? { ...s, playerIds: [...s.playerIds, playerId] } : s,
        ),
      });
    }
    case 'FortressPlaced': {
      const { playerId, hex } = event.payload;
      const placed = state.map.hexes[hex]?.settlement;
      // Already there (a generated map keeps its fortresses, SETUP-6): nothing changes, so nothing is copied.
      if (placed?.type === 'fortress' && placed.controller === playerId && placed.originalOwner === playerId)
        return state;
      return updateHex(w, state, hex, (h) => ({
        ...h,
        settlement: { ...h.settlement, type: 'fortress', controller: playerId, originalOwner: playerId },
      }));
    }
    case 'ArmyCreated': {
      const { armyId, ownerId, name, hex, points } = event.payload;
      const army = {
        id: armyId,
        ownerId,
        name,
        hex,
        points,
        status: 'fresh' as const,
        movedThisPhase: false,
      };
      return w.set(state, { armies: w.entity(state.armies, armyId, army) });
    }
    case 'LordAssigned': {
      const { playerId, armyId, reason, name, loadout } = event.payload;
      if (reason === 'setup') {
        const lord = {
          playerId,
          name: name ?? playerId,
          loadout: loadout ?? '',
          armyId,
          state: 'active' as const,
          reassignedThisPhase: false,
        };
        return w.set(state, { lords: w.entity(state.lords, playerId, lord) });
      }
      return updateLord(w, state, playerId, (lord) => ({ ...lord, armyId, reassignedThisPhase: true }));
    }
    case 'CampaignStarted':
      return w.set(state, {
        status: 'running',
        turn: { ...state.turn, firstSideId: event.payload.firstSideId },
      });
    case 'TurnStarted': {
      const { turn, round, sideId } = event.payload;
      // TURN-1 END_TURN: per-phase flags are cleared as the next side-turn begins.
      const armies = mapEntities(state.armies, armyForNewTurn);
      const lords = mapEntities(state.lords, (lord) =>
        lord.reassignedThisPhase === false ? lord : { ...lord, reassignedThisPhase: false },
      );
      const { awaiting: _w, ...turnRest } = state.turn;
      return w.set(state, {
        armies,
        lords,
        turn: { ...turnRest, number: turn, round, activeSideId: sideId, locationBonus: {} },
      });
    }
    case 'PhaseStarted': {
      const { phase, locationBonus } = event.payload;
      return w.set(state, { turn: { ...state.turn, phase, ...(locationBonus ? { locationBonus } : {}) } });
    }
    case 'DiceRolled':
      return w.set(state, { rng: event.payload.rngAfter });
    case 'MoveAllowanceRolled':
      return updateArmy(w, state, event.payload.armyId, (a) => ({
        ...a,
        moveAllowance: event.payload.allowance,
      }));
    case 'ArmyMoved': {
      const path = event.payload.path;
      return updateArmy(w, state, event.payload.armyId, (a) => ({
        ...a,
        hex: path[path.length - 1]!,
        movedThisPhase: true,
        pathThisPhase: path,
      }));
    }
    case 'ArmyHeld':
      return updateArmy(w, state, event.payload.armyId, (a) => ({
        ...a,
        movedThisPhase: true,
        pathThisPhase: [event.payload.hex],
      }));
    case 'SettlementNeutralized':
      return updateHex(w, state, event.payload.hex, (h) => ({
        ...h,
        settlement: { ...h.settlement!, controller: null },
      }));
    case 'DefenseScored':
      return state;
    case 'SettlementCaptured':
      return updateHex(w, state, event.payload.hex, (h) => ({
        ...h,
        settlement: { ...h.settlement!, controller: event.payload.toPlayer },
      }));
    case 'BattleStarted': {
      const p = event.payload;
      const battle = {
        id: p.battleId,
        turn: state.turn.number,
        hex: p.hex,
        createdSeq: event.seq,
        kind: p.kind,
        attacker: { sideId: p.attackerSideId, armyId: p.attackerArmyId },
        defender: { sideId: p.defenderSideId, armyId: p.defenderArmyId },
        entryHex: p.entryHex,
        entryDir: p.entryDir,
        method: p.method,
        state: 'pending' as const,
      };
      // LORD-3: a Lord with either army has now fought with its loadout, which is fixed from here on.
      return withFirstBattle(
        w,
        w.set(state, { battles: w.entity(state.battles, p.battleId, battle) }),
        battle,
      );
    }
    case 'ScenarioGenerated': {
      const { battleId, source, roll, name, generated } = event.payload;
      const scenario = { source, roll, name, ...(generated ? { generated } : {}) };
      return updateBattle(w, state, battleId, (b) => ({ ...b, scenario }));
    }
    case 'LordLoadoutRecorded':
    case 'SpecialObjectiveRecorded':
    case 'GloriousDeedCompleted':
    case 'GameLengthRolled':
      return applyTableRecord(w, state, event);
    case 'ResolutionSet':
      return updateBattle(w, state, event.payload.battleId, (b) => ({ ...b, method: event.payload.method }));
    case 'BattleResolved': {
      const { battleId, method, winner, level, lordUsed, lordKilledInChallenge } = event.payload;
      return updateBattle(w, state, battleId, (b) =>
        withoutUndefined({
          ...b,
          method,
          rawResult: { winner, level },
          finalResult: { winner, level, adjustments: [] },
          lordUsed,
          lordKilledInChallenge,
          state: 'resolved' as const,
        }),
      );
    }
    case 'BattleResultAdjusted': {
      const { battleId, to, winner, ruleId } = event.payload;
      return updateBattle(w, state, battleId, (b) => ({
        ...b,
        finalResult: { winner, level: to, adjustments: [...(b.finalResult?.adjustments ?? []), ruleId] },
      }));
    }
    case 'FortressAssaulted': {
      // ASLT-29: defeated units leave the rosters; the survivors keep their troops.
      const battle = state.battles.entities[event.payload.battleId]!;
      const { attackerRoster, defenderRoster } = event.payload;
      const written = updateArmy(w, state, battle.attacker.armyId, (a) => ({ ...a, roster: attackerRoster }));
      return updateArmy(w, written, battle.defender.armyId, (a) => ({ ...a, roster: defenderRoster }));
    }
    case 'RetreatChoiceRequested': {
      const { battleId, armyId, kind } = event.payload;
      return w.set(state, {
        turn: { ...state.turn, awaiting: { kind: 'retreat', battleId, armyId, retreatKind: kind } },
      });
    }
    case 'ArmyRetreated':
      return updateArmy(w, clearAwaiting(w, state), event.payload.armyId, (a) => ({
        ...a,
        hex: event.payload.to,
      }));
    case 'ArmyTrapped':
      return clearAwaiting(w, state);
    case 'ArmyDestroyed':
      return updateArmy(w, clearAwaiting(w, state), event.payload.armyId, (a) => {
        const { shakenSetOnTurn: _s, ...rest } = a;
        return { ...rest, hex: null, destroyed: { turn: state.turn.number, cause: event.payload.cause } };
      });
    case 'ArmyStatusChanged': {
      const to = event.payload.to;
      return updateArmy(w, state, event.payload.armyId, (a) => {
        const { shakenSetOnTurn: _s, ...rest } = a;
        // STATUS-2: a (new) minor defeat stamps the turn; STATUS-3: broken clears it.
        return to === 'shaken'
          ? { ...rest, status: to, shakenSetOnTurn: state.turn.number }
          : { ...rest, status: to };
      });
    }
    case 'ArmyRallied':
      return updateArmy(w, state, event.payload.armyId, (a) => {
        const { shakenSetOnTurn: _s, ...rest } = a;
        return { ...rest, status: 'fresh' };
      });
    case 'LordCaptured':
      return updateLord(w, state, event.payload.playerId, (l) => ({ ...l, state: 'captured', armyId: null }));
    case 'LordKilled':
      return updateLord(w, state, event.payload.playerId, (l) => ({ ...l, state: 'killed', armyId: null }));
    case 'BattleApplied':
      return updateBattle(w, state, event.payload.battleId, (b) => ({ ...b, state: 'applied' }));
    case 'TurnEnded':
    case 'SideEliminated':
      return state;
    case 'CampaignEnded': {
      const { winner, reason } = event.payload;
      // The turn number is read before clearAwaiting: in place, `state` is the very object it changes.
      const turn = state.turn.number;
      return w.set(clearAwaiting(w, state), { status: 'ended', result: { winner, reason, turn } });
    }
  }
}

function clearAwaiting(w: StateWriter, state: Campaign): Campaign {
  if (!state.turn.awaiting) return state;
  const { awaiting: _w, ...turn } = state.turn;
  return w.set(state, { turn });
}

/**
 * TURN-1 END_TURN for one army. An army with no per-phase flag set (the side that did not move, the destroyed) is
 * kept as it is: the copy would have the same keys in the same order, and entities are never changed in place, so
 * sharing it changes nothing (issue 16 profile: these copies were a visible share of a balance run).
 */
function armyForNewTurn(army: Army): Army {
  if (army.movedThisPhase === false && !('moveAllowance' in army) && !('pathThisPhase' in army)) return army;
  const { moveAllowance: _a, pathThisPhase: _p, ...rest } = army;
  return { ...rest, movedThisPhase: false };
}
