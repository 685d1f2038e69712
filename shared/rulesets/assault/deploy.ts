import { idRank } from './model';
import { ruleViolation, type RuleViolation } from '../../kernel';
import { EQUIPMENT, sideMayDeploy } from './equipment';
import type { AssaultState, AssaultUnit, Side } from './model';
import { FRONT, unitsInOrder } from './model';
import type { AssaultSink } from './sink';
import { breachSlots, effectiveBR, effectiveBRIf, frontCap, isEquipment, mayTakeBreach } from './values';

export interface Deployment {
  readonly placed: readonly string[];
  readonly breach: readonly string[];
  readonly entrances?: Readonly<Record<string, string>>;
}

/** A unit as the GM reads it: its name, never its id (issue 27). */
const name = (u: AssaultUnit) => u.name;

/** ASLT-9, ASLT-10, ASLT-11, ASLT-22 notes 2/4, ASLT-32: why a side's deployment is not allowed. */
export function deploymentProblems(state: AssaultState, side: Side, plan: Deployment): RuleViolation[] {
  const rule = side === 'besieger' ? 'ASLT-9' : 'ASLT-10';
  const problems: RuleViolation[] = [];
  const seen = new Set<string>();
  const units: AssaultUnit[] = [];
  for (const id of plan.placed) {
    const unit = state.units[id];
    if (!unit) problems.push(ruleViolation(rule, 'a unit that is not in this assault is listed'));
    else if (unit.side !== side)
      problems.push(ruleViolation(rule, `${name(unit)} belongs to the ${unit.side}`));
    else if (unit.status === 'defeated' || unit.status === 'brokenDown')
      problems.push(ruleViolation(rule, `${name(unit)} is out of the assault`));
    else if (seen.has(id)) problems.push(ruleViolation(rule, `${name(unit)} is listed twice`));
    else {
      seen.add(id);
      units.push(unit);
    }
  }
  for (const id of plan.breach)
    if (!seen.has(id)) {
      const unit = state.units[id];
      problems.push(
        ruleViolation(
          'ASLT-9',
          `${unit ? name(unit) : 'a unit'} is given a breach but is not placed in the assault zone`,
        ),
      );
    }
  if (side === 'defender' && plan.breach.length > 0)
    problems.push(ruleViolation('ASLT-10', 'only the besieger assaults through breaches'));
  const breach = new Set(plan.breach);
  if (breach.size > breachSlots(state))
    problems.push(
      ruleViolation(
        'ASLT-9',
        breachSlots(state) === 0
          ? 'the stronghold has no breach, and no ram or screw has opened one (ASLT-24)'
          : `${breach.size} units given a breach, but there are only ${breachSlots(state)} breaches`,
      ),
    );
  for (const unit of units)
    if (breach.has(unit.id) && !mayTakeBreach(unit))
      problems.push(
        ruleViolation(
          'ASLT-9',
          `${name(unit)} cannot take a breach (missile, artillery, equipment and heroes cannot)`,
        ),
      );
  const dungeon = state.variant === 'dungeon';
  for (const unit of units)
    if (unit.equipment && !sideMayDeploy(unit.equipment, side, dungeon))
      problems.push(
        ruleViolation(
          dungeon && !EQUIPMENT[unit.equipment].dungeon ? 'ASLT-32' : 'ASLT-22',
          `the ${side} may not deploy ${EQUIPMENT[unit.equipment].name}`,
        ),
      );
  if (dungeon) problems.push(...dungeonProblems(state, side, units, plan));
  else {
    const troops = units.filter((u) => u.kind === 'troop');
    if (troops.length > frontCap(state, side))
      problems.push(
        ruleViolation(
          rule,
          `${troops.length} troop units placed, but the ${side === 'besieger' ? 'assault zone' : 'walls'} hold ${frontCap(state, side)}`,
        ),
      );
  }
  const troopBR = units
    .filter((u) => u.kind === 'troop')
    .reduce((s, u) => s + effectiveBRIf(u, breach.has(u.id)), 0);
  const equipmentBR = units.filter(isEquipment).reduce((s, u) => s + u.br, 0);
  if (equipmentBR > troopBR)
    problems.push(
      ruleViolation(
        'ASLT-11',
        `equipment of BR ${equipmentBR} needs troops of at least that BR, not ${troopBR}`,
      ),
    );
  return problems;
}

function dungeonProblems(
  state: AssaultState,
  side: Side,
  units: AssaultUnit[],
  plan: Deployment,
): RuleViolation[] {
  const problems: RuleViolation[] = [];
  const used = new Set<string>();
  for (const unit of units) {
    const entranceId = plan.entrances?.[unit.id];
    const entrance = state.stronghold.entrances?.find((e) => e.id === entranceId);
    if (!entrance) problems.push(ruleViolation('ASLT-32', `${name(unit)} needs a dungeon entrance`));
    else if (side === 'besieger' && !(entrance.known && entrance.reachable))
      problems.push(
        ruleViolation('ASLT-32', `entrance ${entrance.id} is not known and reachable to the besieger`),
      );
    else if (used.has(entrance.id))
      problems.push(ruleViolation('ASLT-32', `entrance ${entrance.id} holds one unit only`));
    else used.add(entrance.id);
  }
  return problems;
}

/** AMD-7: deployment emits `UnitRedeployed` for each unit placed in the side's front zone. */
export function applyDeployment(sink: AssaultSink, side: Side, plan: Deployment): void {
  const breach = new Set(plan.breach);
  for (const id of sink.state.unitOrder) {
    if (!plan.placed.includes(id)) continue;
    const unit = sink.state.units[id]!;
    const entrance = plan.entrances?.[id];
    sink.emit(
      'UnitRedeployed',
      {
        unit: id,
        from: unit.zone,
        to: FRONT[side],
        breach: breach.has(id),
        ...(entrance ? { entrance } : {}),
      },
      [side === 'besieger' ? 'ASLT-9' : 'ASLT-10', 'AMD-7', ...(entrance ? ['ASLT-32'] : [])],
    );
  }
}

/** BOT-20: the auto-play deployment of one side. */
export function botDeployment(state: AssaultState, side: Side): Deployment {
  // Equipment waits `out` until deployed; troops and heroes wait in R or I.
  const own = unitsInOrder(state).filter((u) => u.side === side && u.status === 'ready');
  const troops = own.filter((u) => u.kind === 'troop' && u.zone !== 'out');
  const strongest = (list: AssaultUnit[], br: (u: AssaultUnit) => number) =>
    [...list].sort((a, b) => br(b) - br(a) || idRank(state, a.id) - idRank(state, b.id));
  if (state.variant === 'dungeon') return dungeonBot(state, side, troops);
  const breach =
    side === 'besieger'
      ? strongest(troops.filter(mayTakeBreach), (u) => u.br).slice(0, breachSlots(state))
      : [];
  const rest = troops.filter((u) => !breach.includes(u));
  const ladder = strongest(rest, effectiveBR).slice(0, frontCap(state, side) - breach.length);
  const placed = [...breach, ...ladder];
  let room = placed.reduce((s, u) => s + effectiveBRIf(u, breach.includes(u)), 0);
  const usable = own.filter((u) => u.equipment && sideMayDeploy(u.equipment, side, false));
  // AMD-13: in descending BR, skipping a piece that does not fit under ASLT-11 and trying the next.
  for (const unit of strongest(
    usable.filter((u) => u.br > 0),
    (u) => u.br,
  ))
    if (unit.br <= room) {
      placed.push(unit);
      room -= unit.br;
    }
  placed.push(...usable.filter((u) => u.br === 0));
  return { placed: placed.map((u) => u.id), breach: breach.map((u) => u.id) };
}

/** BOT-20 underground (ASLT-32). Decision: auto-play puts its strongest troop units at the entrances, no equipment. */
function dungeonBot(state: AssaultState, side: Side, troops: AssaultUnit[]): Deployment {
  const open = (state.stronghold.entrances ?? []).filter(
    (e) => side === 'defender' || (e.known && e.reachable),
  );
  const ranked = [...troops].sort(
    (a, b) => effectiveBR(b) - effectiveBR(a) || idRank(state, a.id) - idRank(state, b.id),
  );
  const entrances: Record<string, string> = {};
  const placed: string[] = [];
  open.forEach((entrance, i) => {
    const unit = ranked[i];
    if (!unit) return;
    placed.push(unit.id);
    entrances[unit.id] = entrance.id;
  });
  return { placed, breach: [], entrances };
}
