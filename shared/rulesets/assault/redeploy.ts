import { idRank } from './model';
import { t } from '../../i18n';
import { ruleViolation, type RuleViolation } from '../../kernel';
import type { AssaultCommand } from './commands';
import type { AssaultState, AssaultUnit, Zone } from './model';
import { FRONT, REAR, unitsInOrder } from './model';
import { breachSlots, effectiveBR, frontCap, mayTakeBreach, onField, unitsIn } from './values';

/**
 * A refusal not yet worded: the rule, its `assaultRules:redeploy.*` sentence and the sentence's values. Auto-play asks
 * thousands of times per odds run only whether a move is refused (BOT-22), so the words are made only when a refusal
 * is shown (`worded`), never in the bots' loop (issue 32).
 */
interface Refusal {
  readonly rule: string;
  readonly key: string;
  readonly vars?: Readonly<Record<string, string | number>>;
}

const refuse = (key: string, vars?: Refusal['vars'], rule = 'ASLT-20'): Refusal => ({ rule, key, vars });
const worded = (r: Refusal | undefined): RuleViolation[] =>
  r
    ? [ruleViolation(r.rule, t(`assaultRules:redeploy.${r.key}` as 'assaultRules:redeploy.nobody', r.vars))]
    : [];
const label = (u: AssaultUnit) => `${u.name} (${u.id})`;

/** ASLT-20: the checks every action shares: the acting leader's own unit, an action left, and a unit that may act. */
function actionRefusal(state: AssaultState, unitId: string, regroup: boolean): Refusal | undefined {
  const r = state.redeploy;
  const unit = state.units[unitId];
  if (!r) return refuse('nobody');
  if (!unit) return refuse('noUnit', { unit: unitId });
  if (unit.side !== r.acting) return refuse(`otherSide_${r.acting}`, { unit: label(unit) });
  if (!onField(unit)) return refuse('outOfAssault', { unit: label(unit) });
  if (unit.kind !== 'hero' && r.actionsLeft <= 0) return refuse(`noAction_${r.acting}`);
  if (regroup)
    return unit.status === 'disordered' ? undefined : refuse('notDisordered', { unit: label(unit) });
  if (unit.status !== 'ready') return refuse(`notReady_${unit.status}`, { unit: label(unit) });
  if (unit.justRegrouped) return refuse('justRegrouped', { unit: label(unit) });
  return undefined;
}

function troopsIn(state: AssaultState, zone: Zone, entrance?: string) {
  return unitsIn(state, zone, entrance).filter((u) => u.kind === 'troop');
}

function moveRefusal(state: AssaultState, unitId: string, to: Zone, entrance?: string): Refusal | undefined {
  const basic = actionRefusal(state, unitId, false);
  if (basic) return basic;
  const unit = state.units[unitId]!;
  const [front, rear] = [FRONT[unit.side], REAR[unit.side]];
  if (to !== front && to !== rear) return refuse(`onlyBetween_${unit.side}`, { unit: label(unit) });
  if (state.variant === 'dungeon' && to === front) {
    const gate = state.stronghold.entrances?.find((e) => e.id === entrance);
    if (!gate) return refuse(`needsEntrance_${unit.side}`, undefined, 'ASLT-32');
    if (unit.side === 'besieger' && !(gate.known && gate.reachable))
      return refuse('entranceClosed', { entrance: gate.id }, 'ASLT-32');
    if (unitsIn(state, front, gate.id).length > 0)
      return refuse('entranceFull', { entrance: gate.id }, 'ASLT-32');
    return undefined;
  }
  if (unit.zone === to) return refuse(`alreadyIn_${to}`, { unit: label(unit) });
  if (to === front && unit.kind === 'troop' && troopsIn(state, front).length >= frontCap(state, unit.side))
    return refuse(`frontFull_${unit.side}`, { cap: frontCap(state, unit.side), caps: 'ASLT-9/ASLT-10' });
  return undefined;
}

export const moveProblems = (
  state: AssaultState,
  unitId: string,
  to: Zone,
  entrance?: string,
): RuleViolation[] => worded(moveRefusal(state, unitId, to, entrance));

function breachRefusal(state: AssaultState, unitId: string): Refusal | undefined {
  const basic = actionRefusal(state, unitId, false);
  if (basic) return basic;
  const unit = state.units[unitId]!;
  if (state.variant === 'dungeon') return refuse('dungeonBreach', undefined, 'ASLT-32');
  if (unit.side !== 'besieger') return refuse('defenderBreach');
  if (!mayTakeBreach(unit)) return refuse('cannotBreach', { unit: label(unit) }, 'ASLT-9');
  if (unit.breachAssigned) return refuse('hasBreach', { unit: label(unit) });
  const taken = unitsIn(state, 'A').filter((u) => u.breachAssigned).length;
  if (taken >= breachSlots(state))
    return breachSlots(state) === 0 ? refuse('noBreach', { rule: 'ASLT-24' }) : refuse('breachesTaken');
  if (unit.zone === 'R' && troopsIn(state, 'A').length >= frontCap(state, 'besieger'))
    return refuse('frontFull_besieger', { cap: frontCap(state, 'besieger'), caps: 'ASLT-9/ASLT-10' });
  return undefined;
}

export const breachProblems = (state: AssaultState, unitId: string): RuleViolation[] =>
  worded(breachRefusal(state, unitId));

export const regroupProblems = (state: AssaultState, unitId: string): RuleViolation[] =>
  worded(actionRefusal(state, unitId, true));

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
      .find((u) => breachRefusal(state, u.id) === undefined);
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
  const mover = reserve.find((u) => moveRefusal(state, u.id, front) === undefined);
  if (mover) return { type: 'MoveUnit', unit: mover.id, to: front };
  return end;
}
