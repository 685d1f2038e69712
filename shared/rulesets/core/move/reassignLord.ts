import type { EventSink } from '../eventSink';
import type { Campaign } from '../model/campaign';
import type { CommandOf } from '../model/commands';
import { violation, type RuleViolation } from '../model/violation';
import { getArmy, getLord, sideOfPlayer } from '../state/selectors';

/**
 * LORD-2: in their own MOVE phase a player may move their Lord to any other of their armies, adjacent or not.
 * Decision: at most once per MOVE phase. LORD-4: a captured or killed Lord never returns.
 */
export function validateReassignLord(state: Campaign, command: CommandOf<'ReassignLord'>): RuleViolation[] {
  const { playerId, armyId } = command;
  const lord = typeof playerId === 'string' ? getLord(state, playerId) : undefined;
  if (!lord) return [violation('LORD-2', `Player "${String(playerId)}" has no Lord.`)];
  if (sideOfPlayer(state, playerId) !== state.turn.activeSideId) {
    return [violation('LORD-2', `${playerId} may reassign their Lord only in their own side's MOVE phase.`)];
  }
  if (lord.state !== 'active')
    return [violation('LORD-4', `${playerId}'s Lord is ${lord.state} and never returns.`)];
  if (lord.reassignedThisPhase) {
    return [violation('LORD-2', `${playerId}'s Lord has already been reassigned this MOVE phase.`)];
  }
  const army = typeof armyId === 'string' ? getArmy(state, armyId) : undefined;
  if (!army || army.hex === null)
    return [violation('LORD-2', `There is no army "${String(armyId)}" on the map.`)];
  if (army.ownerId !== playerId)
    return [violation('LORD-2', `Army ${armyId} does not belong to ${playerId}.`)];
  if (lord.armyId === armyId)
    return [violation('LORD-2', `${playerId}'s Lord is already with army ${armyId}.`)];
  return [];
}

/** LORD-2: recorded as LordAssigned(reason: reassign). */
export function resolveReassignLord(sink: EventSink, command: CommandOf<'ReassignLord'>): void {
  const lord = getLord(sink.state, command.playerId)!;
  sink.emit(
    'LordAssigned',
    {
      playerId: command.playerId,
      armyId: command.armyId,
      reason: 'reassign',
      ...(lord.armyId ? { fromArmyId: lord.armyId } : {}),
    },
    ['LORD-2'],
  );
}
