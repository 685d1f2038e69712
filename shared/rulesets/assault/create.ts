import { createRngState, type RngState } from '../../random';
import type { AssaultEvent } from './events';
import type {
  AssaultPhase,
  AssaultSettings,
  AssaultState,
  AssaultUnit,
  Entrance,
  Leader,
  Side,
  Stronghold,
} from './model';
import { DEFAULT_ASSAULT_SETTINGS, DEFAULT_LEADER, SIDES } from './model';
import { equipmentOf, formUnits, rosterProblems, type RosterEntry } from './roster';

export interface AssaultInput {
  readonly id?: string;
  readonly battleId?: string;
  readonly variant?: 'standard' | 'dungeon';
  readonly seed: number;
  /**
   * LOC-7: an assault bound to a campaign battle rolls the campaign's dice: its RNG starts where the campaign's
   * stands (`seed` is then unused), so playing it here rolls what the campaign will record (GEN-5).
   */
  readonly rng?: RngState;
  readonly besieger: readonly RosterEntry[];
  readonly defender: readonly RosterEntry[];
  readonly stronghold?: Partial<Stronghold>;
  readonly leaders?: Partial<Record<Side, Partial<Leader>>>;
  readonly settings?: Partial<AssaultSettings>;
}

export interface AssaultFixture {
  readonly id?: string;
  readonly battleId?: string;
  readonly variant?: 'standard' | 'dungeon';
  readonly seed: number;
  readonly rng?: RngState;
  readonly units: readonly AssaultUnit[];
  readonly stronghold?: Partial<Stronghold>;
  readonly leaders?: Partial<Record<Side, Partial<Leader>>>;
  readonly settings?: Partial<AssaultSettings>;
  readonly turn?: number;
  readonly phase?: AssaultPhase;
}

/** ASLT-3 values, ASLT-1 leaders and DATA-12 `aslt.*` settings: what is wrong with them. */
export function assaultValueProblems(input: Omit<AssaultFixture, 'units' | 'seed'>): string[] {
  const problems: string[] = [];
  const whole = (value: number | undefined, what: string, min = 0) => {
    if (value !== undefined && (!Number.isInteger(value) || value < min))
      problems.push(`${what} must be a whole number of ${min} or more, not ${value}`);
  };
  whole(input.stronghold?.unitCapacity, 'unitCapacity (ASLT-3)');
  whole(input.stronghold?.breaches, 'breaches (ASLT-3)');
  whole(input.stronghold?.temporaryBreaches, 'temporaryBreaches (ASLT-24)');
  whole(input.settings?.maxTurns, 'aslt.maxTurns (ASLT-21)', 1);
  for (const side of SIDES) {
    const leader = input.leaders?.[side];
    whole(leader?.leadershipAbility, `the ${side}'s leadershipAbility (ASLT-20)`);
    for (const key of ['strategicAbility', 'moraleMod'] as const)
      if (leader?.[key] !== undefined && !Number.isInteger(leader[key]))
        problems.push(`the ${side}'s ${key} must be a whole number (ASLT-1)`);
  }
  const entrances = input.stronghold?.entrances ?? [];
  if (input.variant === 'dungeon' && entrances.length === 0)
    problems.push('a dungeon assault needs at least one entrance (ASLT-32)');
  // ASLT-32: each entrance has its own zones, so each needs a name of its own.
  if (entrances.some((e) => e.id.trim() === ''))
    problems.push('every dungeon entrance needs a name (ASLT-32)');
  const named = entrances.map((e) => e.id);
  for (const id of new Set(named.filter((id, i) => id.trim() !== '' && named.indexOf(id) !== i)))
    problems.push(`two dungeon entrances are both called "${id}" (ASLT-32)`);
  return problems;
}

/** An assault state from units already formed and placed (scenario fixtures, the campaign); AMD-13 AssaultStarted. */
export function buildAssaultState(fixture: AssaultFixture): AssaultState {
  const stronghold: Stronghold = {
    unitCapacity: fixture.stronghold?.unitCapacity ?? 6,
    breaches: fixture.stronghold?.breaches ?? 0,
    temporaryBreaches: fixture.stronghold?.temporaryBreaches ?? 0,
    ...(fixture.stronghold?.entrances
      ? { entrances: fixture.stronghold.entrances.map((e: Entrance) => ({ ...e })) }
      : {}),
  };
  const units: Record<string, AssaultUnit> = {};
  for (const unit of fixture.units) units[unit.id] = unit;
  const troopCount = (side: Side) =>
    fixture.units.filter((u) => u.side === side && u.kind === 'troop').length;
  const id = fixture.id ?? 'assault-1';
  const state: AssaultState = {
    ruleset: 'assault',
    rng: fixture.rng ?? createRngState(fixture.seed),
    log: [],
    id,
    ...(fixture.battleId ? { battleId: fixture.battleId } : {}),
    variant: fixture.variant ?? 'standard',
    settings: { ...DEFAULT_ASSAULT_SETTINGS, ...fixture.settings },
    turn: fixture.turn ?? 1,
    phase: fixture.phase ?? 'SETUP',
    stronghold,
    leaders: {
      besieger: { ...DEFAULT_LEADER, ...fixture.leaders?.besieger },
      defender: { ...DEFAULT_LEADER, ...fixture.leaders?.defender },
    },
    unitOrder: fixture.units.map((u) => u.id),
    units,
    startingTroopUnits: { besieger: troopCount('besieger'), defender: troopCount('defender') },
  };
  const started: AssaultEvent = {
    seq: 1,
    assault: id,
    turn: state.turn,
    phase: state.phase,
    type: 'AssaultStarted',
    payload: { unitCapacity: stronghold.unitCapacity, breaches: stronghold.breaches },
    ruleIds: ['ASLT-1', 'ASLT-3', 'ASLT-6', 'AMD-13'],
  };
  return { ...state, log: [started] };
}

/**
 * ASLT-1: a new assault from two DATA-9 rosters, waiting at SETUP. Equipment units are formed now (ASLT-6,
 * AMD-13); troop units start in R (besieger) or I (defender) and equipment out, until deployment places them.
 */
export function createAssault(input: AssaultInput): { state: AssaultState } | { errors: string[] } {
  const errors = [
    ...rosterProblems(input.besieger).map((p) => `besieger: ${p}`),
    ...rosterProblems(input.defender).map((p) => `defender: ${p}`),
    ...assaultValueProblems(input),
  ];
  const besiegerIds = new Set(input.besieger.map((e) => e.id));
  for (const entry of input.defender)
    if (besiegerIds.has(entry.id)) errors.push(`the id ${entry.id} is in both rosters (DATA-9)`);
  if (errors.length > 0) return { errors };
  const units = SIDES.flatMap((side) =>
    input[side].flatMap((entry) =>
      formUnits(entry, side, {
        zone: equipmentOf(entry) ? 'out' : side === 'besieger' ? 'R' : 'I',
        breachAssigned: false,
        status: 'ready',
      }),
    ),
  );
  return { state: buildAssaultState({ ...input, units }) };
}
