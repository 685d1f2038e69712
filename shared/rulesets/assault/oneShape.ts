import type { AssaultState, AssaultUnit } from './model';

/**
 * `state` remade for many fast play-outs (playOutStart): the state and each unit as one object literal of every
 * field, the optional ones (undefined when unset) where a played state has them. Every unit then has one shape and
 * the state another, so the rules' reads, apply's copies and IN_PLACE's writes stay monomorphic in the JS engine,
 * and a literal is copied many times faster than an object built by spreading (issue 13 profile). JSON.stringify
 * omits undefined fields, so the state prints exactly as before.
 */
export function inOneShape(s: AssaultState): AssaultState {
  const units: Record<string, AssaultUnit> = {};
  for (const id of s.unitOrder) units[id] = unitInOneShape(s.units[id]!);
  return {
    ruleset: s.ruleset,
    rng: s.rng,
    log: s.log,
    id: s.id,
    battleId: s.battleId,
    variant: s.variant,
    settings: s.settings,
    turn: s.turn,
    phase: s.phase,
    stronghold: s.stronghold,
    leaders: s.leaders,
    unitOrder: s.unitOrder,
    units,
    startingTroopUnits: s.startingTroopUnits,
    redeploy: s.redeploy,
    outcome: s.outcome,
    casualties: s.casualties,
  } satisfies Record<keyof AssaultState, unknown>;
}

/** A unit as formUnits orders its fields, then `equipment` and `entrance` (which deployment adds) last. */
function unitInOneShape(u: AssaultUnit): AssaultUnit {
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
