import { replaceUnitInPlace, type AssaultState, type AssaultUnit } from './model';

/**
 * How applyAssaultEvent writes a change (EVT-1), as the core ruleset's StateWriter (core/state/update.ts).
 * COPYING makes new objects and shares the untouched ones: every state ever handed out stays as it was. IN_PLACE
 * changes the state object and its `units` record themselves; only a private auto-play loop that owns them
 * (playOutAssault, for the odds) and shows no state in between may use it. Units stay immutable on both paths (a
 * changed unit is a new object), because resolvers hold units across emits. Both give the same fields in the same
 * key order (a spread keeps a key's place and appends new keys, as Object.assign does), so both paths end in the
 * same state (tests/shared/rulesets/assault/playOut.test.ts).
 */
export interface AssaultWriter {
  /** `state` with the top-level fields of `patch`. */
  set(state: AssaultState, patch: Partial<AssaultState>): AssaultState;
  /** `state` with `unit` under its id (every unit is in `units` from the start: no key is ever added). */
  unit(state: AssaultState, unit: AssaultUnit): AssaultState;
}

export const COPYING: AssaultWriter = {
  set: (state, patch) => ({ ...state, ...patch }),
  unit: (state, unit) => ({ ...state, units: { ...state.units, [unit.id]: unit } }),
};

export const IN_PLACE: AssaultWriter = {
  set: (state, patch) => Object.assign(state, patch),
  unit(state, unit) {
    replaceUnitInPlace(state, unit);
    return state;
  },
};

/**
 * A copy of `start` that IN_PLACE may change without touching `start`: its own state object and `units` record
 * (every other part is replaced, never changed, by applyAssaultEvent). `log` is shared and must not be written.
 */
export function ownedAssault(start: AssaultState, rng: AssaultState['rng']): AssaultState {
  return { ...start, rng, units: { ...start.units } };
}

/**
 * `state` with every unit remade as one object literal of every field, the two optional ones last (undefined when
 * unset) in the order a deployed unit has them. Every unit then has one shape, so the rules' reads and apply's
 * copies stay monomorphic in the JS engine, and a literal is copied many times faster than an object built by
 * spreading (issue 13 profile). JSON.stringify omits undefined fields, so a state made by createAssault prints as
 * before.
 */
export function withUnitsOfOneShape(state: AssaultState): AssaultState {
  const units: Record<string, AssaultUnit> = {};
  for (const id of state.unitOrder) units[id] = oneShape(state.units[id]!);
  return { ...state, units };
}

function oneShape(u: AssaultUnit): AssaultUnit {
  return {
    entry: u.entry,
    side: u.side,
    missile: u.missile,
    loose: u.loose,
    cavalry: u.cavalry,
    flyer: u.flyer,
    attackMod: u.attackMod,
    justRegrouped: u.justRegrouped,
    startedAssault: u.startedAssault,
    zone: u.zone,
    breachAssigned: u.breachAssigned,
    status: u.status,
    id: u.id,
    name: u.name,
    kind: u.kind,
    br: u.br,
    troops: u.troops,
    equipment: u.equipment,
    entrance: u.entrance,
  } satisfies Record<keyof AssaultUnit, unknown>;
}
