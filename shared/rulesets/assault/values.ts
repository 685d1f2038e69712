import type { AssaultState, AssaultUnit, CombatPhase, Side, Zone } from './model';
import { unitsInOrder } from './model';

/** ASLT-7 (AMD-8: the modifiers apply to troop units only): effective BR outside any phase. */
export const effectiveBR = (unit: AssaultUnit): number => effectiveBRIf(unit, unit.breachAssigned);

/** effectiveBR were the unit given a breach or not (deployment plans, ASLT-11, BOT-20), without copying it. */
export function effectiveBRIf(unit: AssaultUnit, breachAssigned: boolean): number {
  if (unit.kind === 'hero') return 0;
  if (unit.kind !== 'troop') return unit.br;
  if (unit.side === 'defender') return unit.cavalry ? unit.br : unit.br + 1;
  // Decision (ASLT-7): "round up" goes to the next whole number.
  if (unit.cavalry && !breachAssigned) return Math.ceil(unit.br / 4);
  return unit.br;
}

/** A unit still fighting: on the field (not out) and not defeated. */
export const onField = (unit: AssaultUnit): boolean => unit.zone !== 'out' && unit.status !== 'defeated';

/** The units now in a zone (in a dungeon, at one entrance when `entrance` is given), in id order. */
export function unitsIn(state: AssaultState, zone: Zone, entrance?: string): AssaultUnit[] {
  const found: AssaultUnit[] = [];
  if (zone === 'out') return found; // nobody out of the assault is on the field (onField)
  const units = unitsInOrder(state);
  // The rules' most frequent question (dozens of times a phase): a plain indexed loop, onField written out.
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.zone === zone && u.status !== 'defeated' && (entrance === undefined || u.entrance === entrance))
      found.push(u);
  }
  return found;
}

/** ASLT-5: a zone is empty when no unit in it has effective BR > 0 (heroes, zero-BR equipment do not count). */
export const zoneEmpty = (units: readonly AssaultUnit[]): boolean => !units.some((u) => effectiveBR(u) > 0);

export const isTroop = (unit: AssaultUnit): boolean => unit.kind === 'troop';
export const isEquipment = (unit: AssaultUnit): boolean =>
  unit.kind === 'artillery' || unit.kind === 'equipment';

/** ASLT-9/ASLT-10: how many troop units the side's front zone may hold, and how many breach slots exist. */
export function frontCap(state: AssaultState, side: Side): number {
  const { unitCapacity, breaches, temporaryBreaches } = state.stronghold;
  return side === 'besieger' ? unitCapacity + breaches + temporaryBreaches : unitCapacity;
}
export const breachSlots = (state: AssaultState): number =>
  state.stronghold.breaches + state.stronghold.temporaryBreaches;

/** ASLT-9: units that attack in the artillery or missile phase may not take a breach; nor heroes or equipment. */
export const mayTakeBreach = (unit: AssaultUnit): boolean => unit.kind === 'troop' && !unit.missile;

/** ASLT-13 a: does this unit take part in this phase (standard variant)? ASLT-32: in a dungeon every unit does. */
export function participates(state: AssaultState, unit: AssaultUnit, phase: CombatPhase): boolean {
  if (unit.kind === 'hero') return false;
  if (state.variant === 'dungeon') return phase === 'MELEE' && effectiveBR(unit) > 0;
  if (phase === 'ARTILLERY') return unit.kind === 'artillery';
  if (phase === 'MISSILE') return unit.kind === 'troop' && unit.missile;
  return effectiveBR(unit) > 0;
}

export const TARGET: Readonly<Record<CombatPhase, number>> = { ARTILLERY: 18, MISSILE: 17, MELEE: 16 };

/**
 * ASLT-14: floor(effBR), plus one on even turns when the fraction is 0.5 or more (Decision in RULES.md).
 * ASLT-23: a light repeating ballista makes 4 throws in the artillery phase.
 */
export function throwsOf(unit: AssaultUnit, br: number, phase: CombatPhase, turn: number): number {
  if (phase === 'ARTILLERY' && unit.equipment === 'lightRepeatingBallista') return 4;
  const whole = Math.floor(br);
  return whole + (turn % 2 === 0 && br - whole >= 0.5 ? 1 : 0);
}

/** ASLT-15: the summed modifier of one unit's throws (GEN-8). */
export function throwModifier(state: AssaultState, unit: AssaultUnit, breakOrSally: boolean): number {
  let mod = unit.attackMod;
  if (unit.side === 'defender') mod += 2;
  // Decision (ASLT-32): in a dungeon nobody climbs ladders, so the ladder penalty never applies underground.
  const ladder =
    unit.side === 'besieger' &&
    unit.zone === 'A' &&
    state.variant === 'standard' &&
    unit.kind !== 'artillery' &&
    !unit.flyer &&
    !unit.missile &&
    !unit.breachAssigned;
  if (ladder) mod -= 2;
  if (breakOrSally) mod += 2;
  return mod;
}

/** BOT-23: total effective BR of a side's units in the given zones. */
export function sideBR(state: AssaultState, side: Side, zones: readonly Zone[]): number {
  let sum = 0;
  for (const u of unitsInOrder(state))
    if (u.side === side && onField(u) && zones.includes(u.zone)) sum += effectiveBR(u);
  return sum;
}

/** The fronts where A and W meet: one in a standard assault, one per entrance underground (ASLT-32). */
export function fronts(state: AssaultState): (string | undefined)[] {
  if (state.variant === 'standard') return [undefined];
  return (state.stronghold.entrances ?? []).map((e) => e.id);
}
