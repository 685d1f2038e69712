import type { DiceQueues } from '@shared/random';
import {
  assaultValueProblems,
  breachSlots,
  buildAssaultState,
  formUnits,
  frontCap,
  rosterProblems,
  type AssaultPhase,
  type AssaultState,
  type AssaultUnit,
  type RosterEntry,
  type Side,
  type Zone,
} from '@shared/rulesets/assault';
import type { AssaultScenario, ScenarioUnit } from './assaultScenarioSchema';

const SIDE_ZONES: Readonly<Record<Side, readonly Zone[]>> = {
  besieger: ['A', 'R', 'out'],
  defender: ['W', 'I', 'out'],
};
const ORDER: readonly AssaultPhase[] = ['SETUP', 'DEPLOY_BESIEGER', 'DEPLOY_DEFENDER', 'ARTILLERY'];

/** FORMAT: a side's zones are given once it has deployed (the besieger's from DEPLOY_DEFENDER, both from ARTILLERY). */
function hasDeployed(side: Side, phase: AssaultPhase): boolean {
  const at = ORDER.indexOf(phase);
  if (at < 0) return true;
  return side === 'besieger' ? at >= 2 : at >= 3;
}

function unitProblems(id: string, unit: ScenarioUnit, phase: AssaultPhase): string[] {
  const problems: string[] = [];
  const deployed = hasDeployed(unit.side, phase);
  if (unit.zone !== undefined && !deployed)
    problems.push(`unit ${id}: the ${unit.side} has not deployed at ${phase}, so it has no zone yet`);
  if (unit.zone !== undefined && !SIDE_ZONES[unit.side].includes(unit.zone))
    problems.push(
      `unit ${id}: the ${unit.side}'s zones are ${SIDE_ZONES[unit.side].join(', ')}, not ${unit.zone}`,
    );
  if (unit.breach && (unit.side !== 'besieger' || unit.zone !== 'A'))
    problems.push(`unit ${id}: breach: true needs a besieger unit in zone A`);
  if (unit.status === 'defeated' && (unit.zone ?? 'out') !== 'out')
    problems.push(`unit ${id}: a defeated unit has zone out`);
  return problems;
}

function toEntry(id: string, unit: ScenarioUnit): RosterEntry {
  const { side: _side, zone: _zone, breach: _breach, status: _status, ...entry } = unit;
  return { id, ...entry };
}

/** The fixture of an assault-mode file: its state and dice, or every reason it describes no legal assault. */
export function buildAssaultScenario(
  spec: AssaultScenario,
): { state: AssaultState; dice: DiceQueues } | { errors: string[] } {
  const phase = spec.assault?.phase ?? 'SETUP';
  const errors: string[] = [];
  if (phase === 'ENDED') errors.push('assault.phase: a file cannot start at ENDED');
  const entries = Object.entries(spec.units);
  errors.push(...rosterProblems(entries.map(([id, u]) => toEntry(id, u))));
  const settings = {
    ...(spec.settings?.['aslt.morale'] ? { morale: spec.settings['aslt.morale'] } : {}),
    ...(spec.settings?.['aslt.maxTurns'] ? { maxTurns: spec.settings['aslt.maxTurns'] } : {}),
  };
  errors.push(...assaultValueProblems({ stronghold: spec.stronghold, leaders: spec.leaders, settings }));
  const units: AssaultUnit[] = [];
  for (const [id, unit] of entries) {
    errors.push(...unitProblems(id, unit, phase));
    const defeated = unit.status === 'defeated';
    const entry = toEntry(id, unit);
    const fallback: Zone =
      entry.artillery || entry.siegeEquipment ? 'out' : unit.side === 'besieger' ? 'R' : 'I';
    units.push(
      ...formUnits(entry, unit.side, {
        zone: defeated ? 'out' : (unit.zone ?? fallback),
        breachAssigned: unit.breach ?? false,
        status: unit.status ?? 'ready',
      }),
    );
  }
  if (errors.length > 0) return { errors };
  let state = buildAssaultState({
    id: spec.assault?.id,
    seed: spec.seed ?? 1,
    units,
    stronghold: spec.stronghold,
    leaders: spec.leaders,
    settings,
    turn: spec.assault?.turn,
    phase,
  });
  errors.push(...capProblems(state));
  if (spec.assault?.acting !== undefined || spec.assault?.actionsLeft !== undefined) {
    if (phase !== 'REDEPLOY') errors.push('assault.acting and actionsLeft are given only at REDEPLOY');
  }
  if (phase === 'REDEPLOY') {
    const first: Side =
      state.leaders.defender.strategicAbility < state.leaders.besieger.strategicAbility
        ? 'defender'
        : 'besieger';
    const acting = spec.assault?.acting ?? first;
    const done: Side[] = acting === first ? [] : [first];
    state = {
      ...state,
      redeploy: {
        acting,
        actionsLeft: spec.assault?.actionsLeft ?? state.leaders[acting].leadershipAbility,
        done,
      },
    };
  }
  if (errors.length > 0) return { errors };
  return { state, dice: (spec.dice ?? {}) as DiceQueues };
}

/** ASLT-9/ASLT-10 caps of the fixture's zones. */
function capProblems(state: AssaultState): string[] {
  const problems: string[] = [];
  const troops = (zone: Zone) =>
    state.unitOrder.map((id) => state.units[id]!).filter((u) => u.zone === zone && u.kind === 'troop');
  if (troops('A').length > frontCap(state, 'besieger'))
    problems.push(
      `zone A holds ${troops('A').length} troop units, more than ${frontCap(state, 'besieger')} (ASLT-9)`,
    );
  if (troops('W').length > frontCap(state, 'defender'))
    problems.push(
      `zone W holds ${troops('W').length} troop units, more than ${frontCap(state, 'defender')} (ASLT-10)`,
    );
  const breached = troops('A').filter((u) => u.breachAssigned).length;
  if (breached > breachSlots(state))
    problems.push(`${breached} units hold a breach, but there are ${breachSlots(state)} breaches (ASLT-9)`);
  return problems;
}
