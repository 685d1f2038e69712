import type { KernelState } from '../../kernel';
import type { EquipmentType } from './equipment';

/** ASLT-12: the phases of the assault, in order. The engine "waits at X" before resolving X. */
export const ASSAULT_PHASES = [
  'SETUP',
  'DEPLOY_BESIEGER',
  'DEPLOY_DEFENDER',
  'ARTILLERY',
  'MISSILE',
  'MELEE',
  'MORALE',
  'VICTORY_CHECK',
  'REDEPLOY',
  'SURRENDER_OR_RENEW',
  'ENDED',
] as const;
export type AssaultPhase = (typeof ASSAULT_PHASES)[number];
export type CombatPhase = 'ARTILLERY' | 'MISSILE' | 'MELEE';

export type Side = 'besieger' | 'defender';
export const SIDES: readonly Side[] = ['besieger', 'defender'];
export const otherSide = (side: Side): Side => (side === 'besieger' ? 'defender' : 'besieger');

/**
 * ASLT-4 zones. Decision: the state uses the one-letter codes of the scenario format's events (A assault,
 * R reserve, W walls, I interior) rather than ASLT-2's long names, so state and events speak alike. In the dungeon
 * variant (ASLT-32) a unit in A or W also names its `entrance`.
 */
export type Zone = 'A' | 'R' | 'W' | 'I' | 'out';
export const ZONES: readonly Zone[] = ['A', 'R', 'W', 'I', 'out'];
export const FRONT: Readonly<Record<Side, Zone>> = { besieger: 'A', defender: 'W' };
export const REAR: Readonly<Record<Side, Zone>> = { besieger: 'R', defender: 'I' };

/** ASLT-2 (AMD-13: `withdrawn` is kept for the record but never set: a withdrawing loose unit is `disordered`). */
export type UnitStatus = 'ready' | 'disordered' | 'defeated' | 'withdrawn' | 'brokenDown';

/** ASLT-5 categories. */
export type UnitKind = 'troop' | 'hero' | 'artillery' | 'equipment';

export type Outcome = 'captured' | 'surrendered' | 'liberated' | 'calledOff';

/** One unit of the assault: a DATA-9 roster entry (troops, heroes) or one unit formed by ASLT-6 from an entry. */
export interface AssaultUnit {
  readonly id: string;
  readonly entry: string;
  readonly name: string;
  readonly side: Side;
  readonly kind: UnitKind;
  /** Base BR (DATA-9); for equipment the ASLT-22 table BR, 0 when it has none. */
  readonly br: number;
  readonly troops: number;
  readonly missile: boolean;
  readonly loose: boolean;
  readonly cavalry: boolean;
  readonly flyer: boolean;
  readonly attackMod: number;
  readonly equipment?: EquipmentType;
  readonly zone: Zone;
  readonly entrance?: string;
  readonly breachAssigned: boolean;
  readonly status: UnitStatus;
  readonly justRegrouped: boolean;
  readonly startedAssault: boolean;
}

export interface Leader {
  readonly strategicAbility: number;
  readonly leadershipAbility: number;
  readonly moraleMod: number;
}
export const DEFAULT_LEADER: Leader = { strategicAbility: 0, leadershipAbility: 2, moraleMod: 0 };

/** ASLT-32: a dungeon entrance; the besieger may use it only when known and reachable. */
export interface Entrance {
  readonly id: string;
  readonly known: boolean;
  readonly reachable: boolean;
}

export interface Stronghold {
  readonly unitCapacity: number;
  readonly breaches: number;
  readonly temporaryBreaches: number;
  readonly entrances?: readonly Entrance[];
}

export interface AssaultSettings {
  /** `aslt.morale` (ASLT-18, Extension). */
  readonly morale: 'simple' | 'off';
  /** `aslt.maxTurns` (ASLT-21, BOT-23). */
  readonly maxTurns: number;
}
export const DEFAULT_ASSAULT_SETTINGS: AssaultSettings = { morale: 'simple', maxTurns: 12 };

/** ASLT-20: who is redeploying and how many actions are left. */
export interface RedeployState {
  readonly acting: Side;
  readonly actionsLeft: number;
  readonly done: readonly Side[];
}

export interface ArmyLosses {
  readonly dead: number;
  readonly wounded: number;
  readonly recovering: number;
  readonly prisoners: number;
}
export interface CasualtyReport {
  readonly besieger: ArmyLosses;
  readonly defender: ArmyLosses;
  readonly ransomValue: number;
}

/** ASLT-2: the whole assault as plain JSON (GEN-5). `unitOrder` is GEN-9's id order. */
export interface AssaultState extends KernelState {
  readonly ruleset: 'assault';
  readonly id: string;
  readonly battleId?: string;
  readonly variant: 'standard' | 'dungeon';
  readonly settings: AssaultSettings;
  readonly turn: number;
  readonly phase: AssaultPhase;
  readonly stronghold: Stronghold;
  readonly leaders: Readonly<Record<Side, Leader>>;
  readonly unitOrder: readonly string[];
  readonly units: Readonly<Record<string, AssaultUnit>>;
  /** ASLT-18: troop units each army started with (its break point is half of them, rounded up). */
  readonly startingTroopUnits: Readonly<Record<Side, number>>;
  readonly redeploy?: RedeployState;
  readonly outcome?: Outcome;
  readonly casualties?: CasualtyReport;
}

// The units in id order, listed once per `units` record: the rules walk this list dozens of times per phase. A
// COPYING change makes a new record (so a new list); an IN_PLACE change keeps the list in step (replaceUnitInPlace).
const ordered = new WeakMap<AssaultState['units'], AssaultUnit[]>();

/** Every unit in GEN-9 id order (a shared list: read it, never change it). */
export function unitsInOrder(state: AssaultState): readonly AssaultUnit[] {
  let list = ordered.get(state.units);
  if (!list) {
    list = state.unitOrder.map((id) => state.units[id]!);
    ordered.set(state.units, list);
  }
  return list;
}

/** IN_PLACE's unit write (stateWriter.ts): the `units` record and its id-order list change together. */
export function replaceUnitInPlace(state: AssaultState, unit: AssaultUnit): void {
  (state.units as Record<string, AssaultUnit>)[unit.id] = unit;
  const list = ordered.get(state.units);
  const rank = idRank(state, unit.id);
  if (list && rank < list.length) list[rank] = unit;
}

// `unitOrder` never changes during an assault, so its positions are worked out once per array (GEN-9 id order).
const positions = new WeakMap<readonly string[], Map<string, number>>();

/** A unit's place in id order (GEN-9); sorts compare these instead of searching the order each time. */
export function idRank(state: AssaultState, id: string): number {
  let map = positions.get(state.unitOrder);
  if (!map) {
    map = new Map(state.unitOrder.map((unit, i) => [unit, i]));
    positions.set(state.unitOrder, map);
  }
  return map.get(id) ?? Number.MAX_SAFE_INTEGER;
}
