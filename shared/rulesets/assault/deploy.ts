import { idRank } from './model';
import { t } from '../../i18n';
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
    if (!unit) problems.push(ruleViolation(rule, t('assaultRules:deploy.notInAssault')));
    else if (unit.side !== side)
      problems.push(
        ruleViolation(rule, t(`assaultRules:deploy.belongsTo_${unit.side}`, { unit: name(unit) })),
      );
    else if (unit.status === 'defeated' || unit.status === 'brokenDown')
      problems.push(ruleViolation(rule, t('assaultRules:deploy.outOfAssault', { unit: name(unit) })));
    else if (seen.has(id))
      problems.push(ruleViolation(rule, t('assaultRules:deploy.listedTwice', { unit: name(unit) })));
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
          unit
            ? t('assaultRules:deploy.breachNotPlaced', { unit: name(unit) })
            : t('assaultRules:deploy.breachNotPlacedUnknown'),
        ),
      );
    }
  if (side === 'defender' && plan.breach.length > 0)
    problems.push(ruleViolation('ASLT-10', t('assaultRules:deploy.defenderBreach')));
  const breach = new Set(plan.breach);
  if (breach.size > breachSlots(state))
    problems.push(
      ruleViolation(
        'ASLT-9',
        breachSlots(state) === 0
          ? t('assaultRules:deploy.noBreach', { rule: 'ASLT-24' })
          : t('assaultRules:deploy.tooManyBreach', { units: breach.size, count: breachSlots(state) }),
      ),
    );
  for (const unit of units)
    if (breach.has(unit.id) && !mayTakeBreach(unit))
      problems.push(ruleViolation('ASLT-9', t('assaultRules:deploy.cannotBreach', { unit: name(unit) })));
  const dungeon = state.variant === 'dungeon';
  for (const unit of units)
    if (unit.equipment && !sideMayDeploy(unit.equipment, side, dungeon))
      problems.push(
        ruleViolation(
          dungeon && !EQUIPMENT[unit.equipment].dungeon ? 'ASLT-32' : 'ASLT-22',
          t(`assaultRules:deploy.mayNotDeploy_${side}`, { equipment: EQUIPMENT[unit.equipment].name }),
        ),
      );
  if (dungeon) problems.push(...dungeonProblems(state, side, units, plan));
  else {
    const troops = units.filter((u) => u.kind === 'troop');
    if (troops.length > frontCap(state, side))
      problems.push(
        ruleViolation(
          rule,
          t(`assaultRules:deploy.tooManyTroops_${side}`, {
            placed: troops.length,
            cap: frontCap(state, side),
          }),
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
        t('assaultRules:deploy.equipmentCap', { equipment: equipmentBR, troops: troopBR }),
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
    if (!entrance)
      problems.push(ruleViolation('ASLT-32', t('assaultRules:deploy.needsEntrance', { unit: name(unit) })));
    else if (side === 'besieger' && !(entrance.known && entrance.reachable))
      problems.push(
        ruleViolation('ASLT-32', t('assaultRules:deploy.entranceClosed', { entrance: entrance.id })),
      );
    else if (used.has(entrance.id))
      problems.push(
        ruleViolation('ASLT-32', t('assaultRules:deploy.entranceFull', { entrance: entrance.id })),
      );
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
