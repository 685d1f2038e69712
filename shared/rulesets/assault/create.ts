import { t } from '../../i18n';
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

/** A value of assaultValueProblems, as the caller names it (the engine: its setting's name; a screen: its label). */
export type AssaultValueField =
  | 'unitCapacity'
  | 'breaches'
  | 'temporaryBreaches'
  | 'maxTurns'
  | 'leadershipAbility'
  | 'strategicAbility'
  | 'moraleMod';

/** The engine's own names of the values, with their rules: what a scenario file or the CLI writes. */
const settingName = (field: AssaultValueField, side?: Side): string =>
  side
    ? t(`assaultRules:values.leaderField_${side}`, { field: t(`assaultRules:values.field.${field}`) })
    : t(`assaultRules:values.field.${field}`);

/**
 * ASLT-3 values, ASLT-1 leaders and DATA-12 `aslt.*` settings: what is wrong with them, in sentences naming each
 * value by `name` (a screen passes its own labels; by default the setting's name and rule).
 */
export function assaultValueProblems(
  input: Omit<AssaultFixture, 'units' | 'seed'>,
  name: (field: AssaultValueField, side?: Side) => string = settingName,
): string[] {
  const problems: string[] = [];
  const whole = (value: number | undefined, what: string, min = 0) => {
    if (value === undefined || (Number.isInteger(value) && value >= min)) return;
    problems.push(
      Number.isNaN(value)
        ? t('assaultRules:values.wholeEmpty', { what, min })
        : t('assaultRules:values.whole', { what, min, value }),
    );
  };
  whole(input.stronghold?.unitCapacity, name('unitCapacity'));
  whole(input.stronghold?.breaches, name('breaches'));
  whole(input.stronghold?.temporaryBreaches, name('temporaryBreaches'));
  whole(input.settings?.maxTurns, name('maxTurns'), 1);
  for (const side of SIDES) {
    const leader = input.leaders?.[side];
    whole(leader?.leadershipAbility, name('leadershipAbility', side));
    for (const key of ['strategicAbility', 'moraleMod'] as const)
      if (leader?.[key] !== undefined && !Number.isInteger(leader[key]))
        problems.push(
          Number.isNaN(leader[key])
            ? t('assaultRules:values.integerEmpty', { what: name(key, side), rule: 'ASLT-1' })
            : t('assaultRules:values.integer', { what: name(key, side), rule: 'ASLT-1' }),
        );
  }
  const entrances = input.stronghold?.entrances ?? [];
  if (input.variant === 'dungeon' && entrances.length === 0)
    problems.push(t('assaultRules:values.noEntrance', { rule: 'ASLT-32' }));
  // ASLT-32: each entrance has its own zones, so each needs a name of its own.
  if (entrances.some((e) => e.id.trim() === ''))
    problems.push(t('assaultRules:values.entranceName', { rule: 'ASLT-32' }));
  const named = entrances.map((e) => e.id);
  for (const id of new Set(named.filter((id, i) => id.trim() !== '' && named.indexOf(id) !== i)))
    problems.push(t('assaultRules:values.entranceTwice', { entrance: id, rule: 'ASLT-32' }));
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
    ...SIDES.flatMap((side) =>
      rosterProblems(input[side]).map((problem) => t(`assaultRules:create.roster_${side}`, { problem })),
    ),
    ...assaultValueProblems(input),
  ];
  const besiegerIds = new Set(input.besieger.map((e) => e.id));
  for (const entry of input.defender)
    if (besiegerIds.has(entry.id))
      errors.push(t('assaultRules:create.idInBoth', { id: entry.id, rule: 'DATA-9' }));
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
