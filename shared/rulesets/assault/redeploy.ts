import { idRank } from './model';
import { ruleViolation, type RuleViolation } from '../../kernel';
import type { AssaultCommand } from './commands';
import type { AssaultState, AssaultUnit, Zone } from './model';
import { FRONT, REAR, unitsInOrder } from './model';
import { breachSlots, effectiveBR, frontCap, mayTakeBreach, onField, unitsIn } from './values';

const v = (message: string): RuleViolation => ruleViolation('ASLT-20', message);
const label = (u: AssaultUnit) => `${u.name} (${u.id})`;

/** ASLT-20: the checks every action shares: the acting leader's own unit, an action left, and a unit that may act. */
function actionProblems(state: AssaultState, unitId: string, regroup: boolean): RuleViolation[] {
  const r = state.redeploy;
  const unit = state.units[unitId];
  if (!r) return [v('nobody is redeploying now')];
  if (!unit) return [v(`there is no unit ${unitId}`)];
  if (unit.side !== r.acting)
    return [v(`the ${r.acting} is redeploying, and ${label(unit)} is the ${unit.side}'s`)];
  if (!onField(unit)) return [v(`${label(unit)} is out of the assault`)];
  if (unit.kind !== 'hero' && r.actionsLeft <= 0)
    return [v(`the ${r.acting}'s leader has no redeployment action left (leadership ability)`)];
  if (regroup) return unit.status === 'disordered' ? [] : [v(`${label(unit)} is not disordered`)];
  if (unit.status !== 'ready')
    return [v(`${label(unit)} is ${unit.status} and cannot be moved until regrouped`)];
  if (unit.justRegrouped) return [v(`${label(unit)} was regrouped this turn and cannot also move`)];
  return [];
}

function troopsIn(state: AssaultState, zone: Zone, entrance?: string) {
  return unitsIn(state, zone, entrance).filter((u) => u.kind === 'troop');
}

export function moveProblems(
  state: AssaultState,
  unitId: string,
  to: Zone,
  entrance?: string,
): RuleViolation[] {
  const basic = actionProblems(state, unitId, false);
  if (basic.length > 0) return basic;
  const unit = state.units[unitId]!;
  const [front, rear] = [FRONT[unit.side], REAR[unit.side]];
  if (to !== front && to !== rear) return [v(`${label(unit)} can only move between ${front} and ${rear}`)];
  if (state.variant === 'dungeon' && to === front) {
    const gate = state.stronghold.entrances?.find((e) => e.id === entrance);
    if (!gate) return [ruleViolation('ASLT-32', `moving into ${front} needs one of the dungeon's entrances`)];
    if (unit.side === 'besieger' && !(gate.known && gate.reachable))
      return [ruleViolation('ASLT-32', `entrance ${gate.id} is not known and reachable`)];
    if (unitsIn(state, front, gate.id).length > 0)
      return [ruleViolation('ASLT-32', `entrance ${gate.id} already holds a unit`)];
    return [];
  }
  if (unit.zone === to) return [v(`${label(unit)} is already in ${to}`)];
  if (to === front && unit.kind === 'troop' && troopsIn(state, front).length >= frontCap(state, unit.side))
    return [v(`${front} already holds ${frontCap(state, unit.side)} troop units (ASLT-9/ASLT-10 caps)`)];
  return [];
}

export function breachProblems(state: AssaultState, unitId: string): RuleViolation[] {
  const basic = actionProblems(state, unitId, false);
  if (basic.length > 0) return basic;
  const unit = state.units[unitId]!;
  if (state.variant === 'dungeon') return [ruleViolation('ASLT-32', 'a dungeon has entrances, not breaches')];
  if (unit.side !== 'besieger') return [v('only the besieger assigns units to breaches')];
  if (!mayTakeBreach(unit))
    return [
      ruleViolation('ASLT-9', `${label(unit)} cannot take a breach (missile, artillery, equipment, heroes)`),
    ];
  if (unit.breachAssigned) return [v(`${label(unit)} already holds a breach`)];
  const taken = unitsIn(state, 'A').filter((u) => u.breachAssigned).length;
  if (taken >= breachSlots(state))
    return [
      v(
        breachSlots(state) === 0
          ? 'there is no breach: none in the walls and no ram or screw has opened one (ASLT-24)'
          : 'every breach already has a unit',
      ),
    ];
  if (unit.zone === 'R' && troopsIn(state, 'A').length >= frontCap(state, 'besieger'))
    return [v(`A already holds ${frontCap(state, 'besieger')} troop units`)];
  return [];
}

export const regroupProblems = (state: AssaultState, unitId: string) => actionProblems(state, unitId, true);

const byStrength = (state: AssaultState) => (a: AssaultUnit, b: AssaultUnit) =>
  effectiveBR(b) - effectiveBR(a) || idRank(state, a.id) - idRank(state, b.id);

/** BOT-22: the next redeployment action of the acting leader, or EndRedeployment when it is done. */
export function botRedeployCommand(state: AssaultState): AssaultCommand {
  const end: AssaultCommand = { type: 'EndRedeployment' };
  const r = state.redeploy;
  if (!r || r.actionsLeft <= 0) return end;
  const side = r.acting;
  const own = unitsInOrder(state).filter((u) => u.side === side && onField(u));
  const movable = own.filter((u) => u.kind === 'troop' && u.status === 'ready' && !u.justRegrouped);
  if (side === 'besieger' && state.variant === 'standard') {
    const breacher = movable
      .filter((u) => (u.zone === 'A' || u.zone === 'R') && !u.breachAssigned && mayTakeBreach(u))
      .sort((a, b) => b.br - a.br || idRank(state, a.id) - idRank(state, b.id))
      .find((u) => breachProblems(state, u.id).length === 0);
    if (breacher) return { type: 'AssignBreach', unit: breacher.id };
  }
  const disordered = own.find((u) => u.status === 'disordered' && (side === 'besieger' || u.zone === 'I'));
  if (disordered) return { type: 'RegroupUnit', unit: disordered.id };
  const front = FRONT[side] as 'A' | 'W';
  const reserve = movable.filter((u) => u.zone === REAR[side]).sort(byStrength(state));
  if (state.variant === 'dungeon') {
    const gate = (state.stronghold.entrances ?? []).find(
      (e) => (side === 'defender' || (e.known && e.reachable)) && unitsIn(state, front, e.id).length === 0,
    );
    if (gate && reserve[0]) return { type: 'MoveUnit', unit: reserve[0].id, to: front, entrance: gate.id };
    return end;
  }
  const mover = reserve.find((u) => moveProblems(state, u.id, front).length === 0);
  if (mover) return { type: 'MoveUnit', unit: mover.id, to: front };
  return end;
}
