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
  unit(state, unit) {
    const units = copyUnits(state);
    units[unit.id] = unit;
    return { ...state, units };
  },
};

export const IN_PLACE: AssaultWriter = {
  set: (state, patch) => Object.assign(state, patch),
  unit(state, unit) {
    replaceUnitInPlace(state, unit);
    return state;
  },
};

/**
 * A new `units` record with the same units, keys in the same order (`unitOrder` is the order they were put in, by
 * buildAssaultState). With two dozen units the record is a hash table in the JS engine, and spreading one costs
 * several times this loop (issue 13 profile).
 */
export function copyUnits(state: AssaultState): Record<string, AssaultUnit> {
  const units: Record<string, AssaultUnit> = {};
  for (const id of state.unitOrder) units[id] = state.units[id]!;
  return units;
}

/**
 * A copy of `start` that IN_PLACE may change without touching `start`: its own state object and `units` record
 * (every other part is replaced, never changed, by applyAssaultEvent). `log` is shared and must not be written.
 */
export function ownedAssault(start: AssaultState, rng: AssaultState['rng']): AssaultState {
  return { ...start, rng, units: copyUnits(start) };
}
