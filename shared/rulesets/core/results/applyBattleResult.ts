import type { EventSink } from '../eventSink';
import type { Army, Battle, DestroyCause } from '../model/campaign';
import { getArmy, getBattle, getHex, lordWithArmy, settlementRelation, getLord } from '../state/selectors';
import { checkVictory } from '../turn/checkVictory';
import { retreatBlockers, retreatOptions } from './retreatOptions';
import type { HexKey } from '../../../hex';

export type ApplyOutcome = 'done' | 'waiting' | 'ended';

/**
 * RESULT-2..7 for one resolved battle (BATTLE-8: in createdSeq order, against the state the previous ones left).
 * When a retreat needs the owner's choice the function emits RetreatChoiceRequested and returns 'waiting'; it is
 * called again with the chosen hex, and nothing has changed in between, so it simply starts over.
 */
export function applyBattleResult(sink: EventSink, battleId: string, chosen?: HexKey): ApplyOutcome {
  const battle = getBattle(sink.state, battleId)!;
  const { winner, level } = battle.finalResult!;
  if (level === 'draw') {
    const attacker = getArmy(sink.state, battle.attacker.armyId)!;
    // RESULT-2: back to entryHex; Decision: if that is no longer legal, an attacker retreat from the same fan.
    if (retreatBlockers(sink.state, attacker, battle.hex, battle.entryHex).length === 0) {
      sink.emit(
        'ArmyRetreated',
        { armyId: attacker.id, battleId, from: battle.hex, to: battle.entryHex, kind: 'draw' },
        ['RESULT-2', 'RETREAT-1', 'CAPT-4'],
      );
    } else {
      const outcome = displace(sink, battle, attacker, 'draw', chosen);
      if (outcome === 'waiting') return outcome;
      if (outcome === 'trapped' && checkVictory(sink)) return 'ended';
    }
    return finish(sink, battle);
  }
  const loser = getArmy(sink.state, winner === 'attacker' ? battle.defender.armyId : battle.attacker.armyId)!;
  let removed = false;
  if (level === 'massacre') {
    // RESULT-5: removed for good; the winner stays.
    destroy(sink, loser, 'massacre', ['RESULT-5', 'STATUS-4']);
    removed = true;
  } else {
    const outcome = displace(sink, battle, loser, 'defeat', chosen);
    if (outcome === 'waiting') return outcome;
    removed = outcome === 'trapped';
    if (outcome === 'moved') {
      const now = getArmy(sink.state, loser.id)!;
      if (level === 'minor' && now.status !== 'broken') {
        // RESULT-3, STATUS-2: shaken (again: a new minor defeat restamps the turn); broken stays broken.
        sink.emit(
          'ArmyStatusChanged',
          { armyId: now.id, from: now.status, to: 'shaken', cause: 'RESULT-3' },
          ['RESULT-3', 'STATUS-2'],
        );
      }
      if (level === 'major' && now.status !== 'broken') {
        sink.emit(
          'ArmyStatusChanged',
          { armyId: now.id, from: now.status, to: 'broken', cause: 'RESULT-4' },
          ['RESULT-4', 'STATUS-3'],
        );
      }
    }
  }
  // Decision (VICT-3 with RESULT-6): the defender's removal and the capture of its hex are one result, so the
  // settlement changes hands before victory is checked: a last fortress taken by massacre shows its captor.
  const captured = winner === 'attacker' && captureBattleHex(sink, battle);
  if ((removed || captured) && checkVictory(sink)) return 'ended';
  return finish(sink, battle);
}

/** RESULT-6, CAPT-3: a winning attacker takes an enemy or neutral settlement once the defender has left. True if taken. */
function captureBattleHex(sink: EventSink, battle: Battle): boolean {
  const defender = getArmy(sink.state, battle.defender.armyId)!;
  const settlement = getHex(sink.state, battle.hex)?.settlement;
  if (!settlement || defender.hex === battle.hex) return false;
  const relation = settlementRelation(sink.state, settlement, battle.attacker.sideId);
  if (relation === 'friendly') return false;
  // Decision: a neutral settlement is taken only while neutral claims are switched on (CAPT-2 setting).
  if (relation === 'neutral' && !sink.state.settings.core.neutralSettlementsCapturable) return false;
  const attacker = getArmy(sink.state, battle.attacker.armyId)!;
  sink.emit(
    'SettlementCaptured',
    {
      hex: battle.hex,
      settlementType: settlement.type,
      fromPlayer: settlement.controller,
      toPlayer: attacker.ownerId,
      cause: 'battle',
    },
    ['RESULT-6', 'CAPT-3', ...(battle.kind === 'fortressSiege' ? (['LOC-7'] as const) : [])],
  );
  return true;
}

/** RESULT-7: Lords killed in a challenge (BATTLE-6), then the battle is done. */
function finish(sink: EventSink, battle: Battle): ApplyOutcome {
  for (const playerId of battle.lordKilledInChallenge ?? []) {
    const lord = getLord(sink.state, playerId);
    if (lord?.state === 'active') {
      sink.emit('LordKilled', { playerId, armyId: lord.armyId, cause: 'challenge' }, ['RESULT-7', 'LORD-4']);
    }
  }
  const { winner, level } = battle.finalResult!;
  sink.emit('BattleApplied', { battleId: battle.id, winner, level }, ['RESULT-1', 'BATTLE-8']);
  return 'done';
}

type DisplaceOutcome = 'moved' | 'trapped' | 'waiting';

/** RETREAT-4..6: retreat to the chosen or auto-played hex, ask the owner, or be trapped. */
function displace(sink: EventSink, battle: Battle, army: Army, kind: 'draw' | 'defeat', chosen?: HexKey) {
  const { candidates, options } = retreatOptions(sink.state, battle, army);
  if (options.length === 0) {
    sink.emit('ArmyTrapped', { armyId: army.id, hex: battle.hex, blockedCandidates: [...candidates] }, [
      'RETREAT-6',
    ]);
    destroy(sink, army, 'trapped', ['RETREAT-6', 'STATUS-4']);
    return 'trapped' satisfies DisplaceOutcome;
  }
  // GEN-6: an auto-played owner's choice is BOT-2's (the first option); otherwise the owner is asked.
  const pick = chosen
    ? options.find((option) => option.to === chosen)
    : sink.state.settings.autoPlay[army.ownerId]
      ? options[0]
      : undefined;
  if (!pick) {
    sink.emit(
      'RetreatChoiceRequested',
      { battleId: battle.id, armyId: army.id, kind, options: [...options] },
      ['RETREAT-4'],
    );
    return 'waiting' satisfies DisplaceOutcome;
  }
  sink.emit(
    'ArmyRetreated',
    {
      armyId: army.id,
      battleId: battle.id,
      from: battle.hex,
      to: pick.to,
      kind,
      ...(pick.via ? { viaFriendlyHex: pick.via } : {}),
    },
    [
      kind === 'draw' ? 'RESULT-2' : 'RETREAT-2',
      'RETREAT-4',
      ...(pick.via ? (['RETREAT-5'] as const) : []),
      'RETREAT-7',
    ],
  );
  return 'moved' satisfies DisplaceOutcome;
}

/** RESULT-5, RETREAT-6, LORD-4: the army is removed and its Lord captured (the caller then checks VICT-3). */
function destroy(
  sink: EventSink,
  army: Army,
  cause: DestroyCause,
  ruleIds: Parameters<EventSink['emit']>[2],
) {
  const lord = lordWithArmy(sink.state, army.id);
  sink.emit('ArmyDestroyed', { armyId: army.id, hex: army.hex!, cause }, ruleIds);
  if (lord) sink.emit('LordCaptured', { playerId: lord.playerId, armyId: army.id, cause }, ['LORD-4']);
}
