import type { EventSink } from '../eventSink';
import type { Campaign } from '../model/campaign';
import type { CommandOf } from '../model/commands';
import { violation, type RuleViolation } from '../model/violation';
import { enemyArmiesAt, getArmy, sideOfArmy } from '../state/selectors';
import { activationViolations } from './rollMove';
import { endRegularMove } from './endRegularMove';
import { startBattle } from '../battle/startBattle';
import { validateMovePath } from './validateMovePath';
import { t } from '../../../i18n';

/** MOVE-1, MOVE-2: only the army that has rolled may move, along a legal path (MOVE-5..10). */
export function validateMoveArmy(state: Campaign, command: CommandOf<'MoveArmy'>): RuleViolation[] {
  const problems = activationViolations(state, command.armyId);
  if (problems.length > 0) return problems;
  const army = getArmy(state, command.armyId)!;
  if (army.moveAllowance === undefined) {
    return [violation('MOVE-2', t('coreRules:move.rollFirst', { army: army.name }))];
  }
  return validateMovePath(state, army, command.path, army.moveAllowance);
}

/** MOVE-5: move along the path; MOVE-7: entering an enemy army starts a battle (BATTLE-1), else the move ends. */
export function resolveMoveArmy(sink: EventSink, command: CommandOf<'MoveArmy'>): void {
  const army = getArmy(sink.state, command.armyId)!;
  const path = command.path;
  const end = path[path.length - 1]!;
  if (path.length === 1) {
    // MOVE-5: rolling and moving 0 steps counts as holding (MOVE-11).
    sink.emit('ArmyHeld', { armyId: army.id, hex: end, reason: 'zeroSteps' }, ['MOVE-5', 'MOVE-11']);
    endRegularMove(sink, army.id);
    return;
  }
  sink.emit('ArmyMoved', { armyId: army.id, path: [...path], allowanceUsed: path.length - 1 }, ['MOVE-5']);
  const defender = enemyArmiesAt(sink.state, end, sideOfArmy(sink.state, army))[0];
  if (defender) startBattle(sink, army.id, defender.id, end, path[path.length - 2]!);
  else endRegularMove(sink, army.id);
}
