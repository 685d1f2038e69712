import { idRank } from './model';
import type { AssaultState, AssaultUnit, CombatPhase, Zone } from './model';
import { unitsInOrder } from './model';
import { applyHits, type HitTally } from './applyHits';
import type { AssaultSink } from './sink';
import { specialThrows } from './specialThrows';
import {
  effectiveBR,
  fronts,
  participates,
  TARGET,
  throwModifier,
  throwsOf,
  unitsIn,
  zoneEmpty,
} from './values';

interface Thrower {
  readonly unit: AssaultUnit;
  readonly struck: Zone;
  readonly bonus: boolean;
  readonly entrance?: string;
}

/** ASLT-25 note 8, BOT-24: each hook in a manned A lowers one W unit by 1, highest effective BR first, ties by id. */
export function siegeHookCuts(state: AssaultState): Record<string, number> {
  const cuts: Record<string, number> = {};
  for (const entrance of fronts(state)) {
    const assault = unitsIn(state, 'A', entrance);
    if (zoneEmpty(assault)) continue;
    const hooks = assault.filter((u) => u.equipment === 'siegeHook');
    const targets = unitsIn(state, 'W', entrance)
      .filter((u) => effectiveBR(u) > 0)
      .sort((a, b) => effectiveBR(b) - effectiveBR(a) || idRank(state, a.id) - idRank(state, b.id));
    hooks.forEach((_, i) => {
      const target = targets[i % Math.max(1, targets.length)];
      if (target) cuts[target.id] = (cuts[target.id] ?? 0) + 1;
    });
  }
  return cuts;
}

/** ASLT-13 a and c: who throws at which zone, after ASLT-16 breakthroughs and ASLT-17 sallies are found. */
function planThrows(sink: AssaultSink, phase: CombatPhase): Thrower[] {
  const state = sink.state;
  const throwers: Thrower[] = [];
  // I and R are shared by every entrance (ASLT-32) and hits are applied after all throws (ASLT-13 d): one look each.
  const interiorEmpty = zoneEmpty(unitsIn(state, 'I'));
  const reserveEmpty = zoneEmpty(unitsIn(state, 'R'));
  for (const entrance of fronts(state)) {
    const assault = unitsIn(state, 'A', entrance);
    const walls = unitsIn(state, 'W', entrance);
    const aEmpty = zoneEmpty(assault);
    const wEmpty = zoneEmpty(walls);
    if (aEmpty && wEmpty) continue;
    const at = entrance === undefined ? {} : { entrance };
    if (wEmpty) {
      if (!sink.drops)
        sink.emit('BreakthroughAchieved', { phase, ...at }, ['ASLT-16', ...(entrance ? ['ASLT-32'] : [])]);
      // AMD-16: units throw at I only while it holds an enemy unit (empty as ASLT-5 has it: no unit with BR > 0).
      if (!interiorEmpty)
        for (const unit of assault)
          if (participates(state, unit, phase)) throwers.push({ unit, struck: 'I', bonus: true });
      continue;
    }
    if (aEmpty) {
      const hidden = state.stronghold.entrances?.find((e) => e.id === entrance && !e.known);
      sink.emit('SallyAchieved', { phase, ...at, ...(hidden ? { revealed: true } : {}) }, [
        'ASLT-17',
        ...(entrance ? ['ASLT-32'] : []),
      ]);
      // AMD-16: the same for a sally against R.
      if (!reserveEmpty)
        for (const unit of walls)
          if (participates(state, unit, phase)) throwers.push({ unit, struck: 'R', bonus: true });
      continue;
    }
    for (const unit of assault)
      if (participates(state, unit, phase)) throwers.push({ unit, struck: 'W', bonus: false, ...at });
    for (const unit of walls)
      if (participates(state, unit, phase)) throwers.push({ unit, struck: 'A', bonus: false, ...at });
  }
  // ASLT-13 c dice order: besieger units in id order, then defender units in id order.
  const order = (t: Thrower) => (t.unit.side === 'besieger' ? 0 : 1) * 1e6 + idRank(state, t.unit.id);
  return throwers.sort((a, b) => order(a) - order(b));
}

/**
 * The rule IDs of a unit's attack throws, by the zone a breakthrough (I, ASLT-16) or sally (R, ASLT-17) strikes
 * (W stands for an ordinary front-line throw) and whether it is a light repeating ballista's (ASLT-23): made once,
 * not per unit and phase (the sink copies what it keeps).
 */
const THROW_RULES: Readonly<Record<string, readonly (readonly (readonly string[])[])[]>> = Object.fromEntries(
  (
    [
      ['W', []],
      ['I', ['ASLT-16']],
      ['R', ['ASLT-17']],
    ] as const
  ).map(([zone, extra]) => {
    const rules = ['ASLT-13', 'ASLT-14', 'ASLT-15', ...extra];
    // ASLT-32: underground every unit throws in the melee phase, whatever its type (cited on dungeon throws).
    const underground = [...rules, 'ASLT-32'];
    return [
      zone,
      [
        [rules, [...rules, 'ASLT-23']],
        [underground, [...underground, 'ASLT-23']],
      ],
    ];
  }),
);

export const zoneKey = (zone: Zone, entrance?: string): string => (entrance ? `${zone}@${entrance}` : zone);

/** ASLT-13..17, ASLT-23..25: one combat phase, steps a to d, and the breakdowns that follow it. */
export function resolveCombatPhase(sink: AssaultSink, phase: CombatPhase): void {
  const cuts = phase === 'MELEE' ? siegeHookCuts(sink.state) : {};
  const throwers = planThrows(sink, phase);
  const tally: HitTally = {};
  const brokenDown: string[] = [];
  const target = TARGET[phase];
  for (const { unit, struck, bonus, entrance } of throwers) {
    const br = Math.max(0, effectiveBR(unit) - (cuts[unit.id] ?? 0));
    const throws = throwsOf(unit, br, phase, sink.state.turn);
    if (throws === 0) continue; // AMD-13: no event for a unit with no throws
    const modifier = throwModifier(sink.state, unit, bonus);
    const repeating = phase === 'ARTILLERY' && unit.equipment === 'lightRepeatingBallista';
    const dungeon = sink.state.variant === 'dungeon';
    const rules = THROW_RULES[bonus ? struck : 'W']![dungeon ? 1 : 0]![repeating ? 1 : 0]!;
    // The record of the throws changes nothing: a sink that drops its events gets none (the odds, issue 13).
    const naturals = sink.drops ? undefined : ([] as number[]);
    let hits = 0;
    let anyOne = false;
    for (let i = 0; i < throws; i++) {
      const natural = sink.roll('D20', 'aslt.throw', rules, unit.id);
      naturals?.push(natural);
      if (natural + modifier >= target) hits++;
      if (natural === 1) anyOne = true;
    }
    if (repeating && anyOne) brokenDown.push(unit.id);
    const at = entrance === undefined ? {} : { entrance };
    if (naturals)
      sink.emit(
        'AttackThrowsRolled',
        {
          unit: unit.id,
          side: unit.side,
          phase,
          zone: struck,
          throws,
          modifier,
          target,
          naturals,
          hits,
          ...at,
        },
        rules,
      );
    const key = zoneKey(struck, struck === 'A' || struck === 'W' ? entrance : undefined);
    tally[key] = (tally[key] ?? 0) + hits;
  }
  const effects = specialThrows(sink, phase, tally);
  applyHits(sink, phase, tally, cuts);
  for (const ram of effects.ramsDestroyed)
    if (sink.state.units[ram]?.zone !== 'out')
      sink.emit('UnitDefeated', { unit: ram, phase, zone: sink.state.units[ram]!.zone }, [
        'ASLT-25',
        'BOT-24',
      ]);
  for (const ram of effects.breaches)
    sink.emit(
      'BreachCreated',
      { unit: ram, temporaryBreaches: sink.state.stronghold.temporaryBreaches + 1 },
      ['ASLT-24'],
    );
  for (const id of brokenDown) {
    const unit = sink.state.units[id]!;
    if (unit.zone === 'out') continue;
    sink.emit('UnitWithdrawn', { unit: id, phase, from: unit.zone, to: 'out', status: 'brokenDown' }, [
      'ASLT-23',
      'AMD-7',
    ]);
  }
}

export const unitsOnSide = (state: AssaultState, side: AssaultUnit['side']) =>
  unitsInOrder(state).filter((u) => u.side === side);
