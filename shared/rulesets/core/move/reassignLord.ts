import type { EventSink } from '../eventSink';
import type { Campaign } from '../model/campaign';
import type { CommandOf } from '../model/commands';
import { violation, type RuleViolation } from '../model/violation';
import { getArmy, getLord, sideOfPlayer } from '../state/selectors';
import { t } from '../../../i18n';

/**
 * LORD-2: in their own MOVE phase a player may move their Lord to any other of their armies, adjacent or not.
 * Decision: at most once per MOVE phase. LORD-4: a captured or killed Lord never returns.
 */
export function validateReassignLord(state: Campaign, command: CommandOf<'ReassignLord'>): RuleViolation[] {
  const { playerId, armyId } = command;
  const player = state.players.find((p) => p.id === playerId)?.name ?? String(playerId);
  const lord = typeof playerId === 'string' ? getLord(state, playerId) : undefined;
  if (!lord) return [violation('LORD-2', t('coreRules:lord.noLord', { player }))];
  if (sideOfPlayer(state, playerId) !== state.turn.activeSideId) {
    return [violation('LORD-2', t('coreRules:lord.ownPhase', { player }))];
  }
  if (lord.state !== 'active')
    return [violation('LORD-4', t(`coreRules:lord.gone.${lord.state}`, { lord: lord.name }))];
  if (lord.reassignedThisPhase) {
    return [violation('LORD-2', t('coreRules:lord.alreadyReassigned', { lord: lord.name }))];
  }
  const army = typeof armyId === 'string' ? getArmy(state, armyId) : undefined;
  if (!army || army.hex === null)
    return [violation('LORD-2', t('coreRules:lord.noArmyOnMap', { army: army?.name ?? String(armyId) }))];
  if (army.ownerId !== playerId)
    return [violation('LORD-2', t('coreRules:lord.notOwnArmy', { army: army.name, player }))];
  if (lord.armyId === armyId)
    return [violation('LORD-2', t('coreRules:lord.alreadyWith', { lord: lord.name, army: army.name }))];
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
