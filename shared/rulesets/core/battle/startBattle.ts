import { dirFrom, parseHexKey, type HexKey } from '../../../hex';
import type { EventSink } from '../eventSink';
import type { ArmyId, Battle, Campaign, SideId } from '../model/campaign';
import { getArmy, getHex, sideOfArmy, sideOfPlayer } from '../state/selectors';
import { rollScenario } from './coreScenario';

/** BATTLE-1: `fortressSiege` if the hex holds a fortress controlled by the defender's side, else `field`. */
export function battleKind(state: Campaign, hex: HexKey, defenderSideId: SideId): Battle['kind'] {
  const settlement = getHex(state, hex)?.settlement;
  const fortress =
    settlement?.type === 'fortress' && sideOfPlayer(state, settlement.controller) === defenderSideId;
  return fortress ? 'fortressSiege' : 'field';
}

/** BATTLE-3, LOC-7: the method a new battle starts with, from the settings. */
export function defaultMethod(state: Campaign, kind: Battle['kind']): Battle['method'] {
  return kind === 'fortressSiege'
    ? state.settings.core.fortressResolution
    : state.settings.core.defaultResolution;
}

/**
 * BATTLE-1: created the moment the attacker enters the defender's hex, recording entryHex (the previous path
 * hex, RETREAT-1) and entryDir. TURN-3: the active side's army is the attacker. BATTLE-4: the scenario roll
 * comes at creation, before any resolution dice.
 */
export function startBattle(
  sink: EventSink,
  attackerId: ArmyId,
  defenderId: ArmyId,
  hex: HexKey,
  entryHex: HexKey,
) {
  const state = sink.state;
  const attackerSideId = sideOfArmy(state, getArmy(state, attackerId)!);
  const defenderSideId = sideOfArmy(state, getArmy(state, defenderId)!);
  const kind = battleKind(state, hex, defenderSideId);
  const battleId = `battle-${state.battles.ids.length + 1}`;
  sink.emit(
    'BattleStarted',
    {
      battleId,
      hex,
      attackerArmyId: attackerId,
      defenderArmyId: defenderId,
      attackerSideId,
      defenderSideId,
      entryHex,
      entryDir: dirFrom(parseHexKey(hex), parseHexKey(entryHex))!,
      kind,
      method: defaultMethod(state, kind),
    },
    ['MOVE-7', 'BATTLE-1', 'TURN-3', 'RETREAT-1'],
  );
  if (kind === 'field' && state.settings.core.scenarioSource !== 'none') rollScenario(sink, battleId);
}
