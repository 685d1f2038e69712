import type { EventSink } from '../eventSink';
import type { Army, Campaign } from '../model/campaign';
import type { CommandOf } from '../model/commands';
import { violation, type RuleViolation } from '../model/violation';
import type { RuleId } from '../rules';
import { neighbourTableOf } from '../state/neighbourTableOf';
import { activatedArmy, getArmy, liveArmies, sideOfArmy } from '../state/selectors';
import { t } from '../../../i18n';

/** MOVE-1, TURN-2: the army exists, is alive, belongs to the active side and is not yet activated this phase. */
export function activationViolations(state: Campaign, armyId: unknown): RuleViolation[] {
  if (typeof armyId !== 'string') return [violation('MOVE-1', t('coreRules:move.noArmyNamed'))];
  const army = getArmy(state, armyId);
  if (!army) return [violation('MOVE-1', t('coreRules:move.noSuchArmy', { army: armyId }))];
  if (army.hex === null) return [violation('MOVE-1', t('coreRules:move.destroyed', { army: army.name }))];
  if (sideOfArmy(state, army) !== state.turn.activeSideId) {
    return [violation('TURN-2', t('coreRules:move.notYourTurn', { army: army.name }))];
  }
  if (army.movedThisPhase)
    return [violation('MOVE-1', t('coreRules:move.alreadyActivated', { army: army.name }))];
  return [];
}

/** MOVE-1: RollMove needs no other army to be mid-activation. */
export function validateRollMove(state: Campaign, command: CommandOf<'RollMove'>): RuleViolation[] {
  const problems = activationViolations(state, command.armyId);
  if (problems.length > 0) return problems;
  const current = activatedArmy(state);
  if (current?.id === command.armyId)
    return [violation('MOVE-1', t('coreRules:move.alreadyRolled', { army: current.name }))];
  if (current) {
    return [
      violation(
        'MOVE-1',
        t('coreRules:move.finishFirstRoll', {
          current: current.name,
          army: getArmy(state, command.armyId)!.name,
        }),
      ),
    ];
  }
  return [];
}

/** MOVE-3: an adjacent enemy army that is not broken costs one step. */
export function adjacencyPenalty(state: Campaign, army: Army): number {
  if (army.hex === null) return 0;
  const table = neighbourTableOf(state.map);
  const at = table.indexOf(army.hex);
  const side = sideOfArmy(state, army);
  // At most six keys: a list is cheaper to make and search than a Set, once per MOVE roll (issue 16 profile).
  const adjacent: string[] = [];
  for (let d = 0; d < 6; d++) {
    const next = at < 0 ? -1 : table.neighbours[at * 6 + d]!;
    if (next >= 0) adjacent.push(table.keys[next]!);
  }
  const threatened = liveArmies(state).some(
    (other) =>
      other.hex !== null &&
      adjacent.includes(other.hex) &&
      other.status !== 'broken' &&
      sideOfArmy(state, other) !== side,
  );
  return threatened ? 1 : 0;
}

/** MOVE-2: allowance = max(1, D3 − penalty) + bonus; Decision: the floor applies before the bonus. */
export function resolveRollMove(sink: EventSink, command: CommandOf<'RollMove'>): void {
  const army = getArmy(sink.state, command.armyId)!;
  const penalty = adjacencyPenalty(sink.state, army);
  const bonus = sink.state.turn.locationBonus[army.id] ?? 0;
  const d3 = sink.roll('D3', 'move', ['MOVE-2'], army.id);
  const allowance = Math.max(1, d3 - penalty) + bonus;
  const ruleIds: RuleId[] = ['MOVE-2'];
  if (penalty) ruleIds.push('MOVE-3');
  if (bonus) ruleIds.push('MOVE-4');
  sink.emit('MoveAllowanceRolled', { armyId: army.id, d3, penalty, bonus, allowance }, ruleIds);
}
