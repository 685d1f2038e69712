import type { EventSink } from '../eventSink';
import type { Campaign } from '../model/campaign';
import type { CommandOf } from '../model/commands';
import { violation, type RuleViolation } from '../model/violation';
import { activatedArmy, getArmy } from '../state/selectors';
import { endRegularMove } from './endRegularMove';
import { activationViolations } from './rollMove';
import { t } from '../../../i18n';

/** MOVE-11: an army may hold without rolling, or after rolling (as a 0-step move); MOVE-1 still applies. */
export function validateHoldArmy(state: Campaign, command: CommandOf<'HoldArmy'>): RuleViolation[] {
  const problems = activationViolations(state, command.armyId);
  if (problems.length > 0) return problems;
  const current = activatedArmy(state);
  if (current && current.id !== command.armyId) {
    return [
      violation(
        'MOVE-1',
        t('coreRules:move.finishFirstHold', {
          current: current.name,
          army: getArmy(state, command.armyId)!.name,
        }),
      ),
    ];
  }
  return [];
}

/** MOVE-11: the army ends its regular move where it stands (CAPT-2 claim, STATUS-5 rally). */
export function resolveHoldArmy(sink: EventSink, command: CommandOf<'HoldArmy'>): void {
  const army = getArmy(sink.state, command.armyId)!;
  sink.emit('ArmyHeld', { armyId: army.id, hex: army.hex!, reason: 'hold' }, ['MOVE-11']);
  endRegularMove(sink, army.id);
}
