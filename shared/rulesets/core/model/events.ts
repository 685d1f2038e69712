import { z } from 'zod';
import { rosterEntrySchema } from '../../assault/roster';
import {
  countSchema,
  dicePurposeSchema,
  dieTypeSchema,
  directionSchema,
  edgeSchema,
  hexKeySchema,
  idSchema,
  integerSchema,
  rngStateSchema,
  textSchema,
} from '../../../kernel/schemas';
import { SETTLEMENT_TYPES, type CampaignMap } from '../../../map';
import { generatedScenarioSchema } from '../scenario/generatedScenarioSchema';
import { settingsSchema } from './settingsSchema';
import { defenseResultSchema } from './defenseResult';
import {
  ARMY_STATUSES,
  BATTLE_KINDS,
  BATTLE_SIDES,
  CORE_PHASES,
  DESTROY_CAUSES,
  LEVELS,
  RESOLUTION_METHODS,
  RETREAT_KINDS,
  SCENARIO_SOURCES,
} from './vocabulary';

export const levelSchema = z.enum(LEVELS);
export const armyStatusSchema = z.enum(ARMY_STATUSES);
export const corePhaseSchema = z.enum(CORE_PHASES);
export const winnerSchema = z.enum(BATTLE_SIDES).nullable();
export const methodSchema = z.enum(RESOLUTION_METHODS);
export const destroyCauseSchema = z.enum(DESTROY_CAUSES);
export const battleKindSchema = z.enum(BATTLE_KINDS);
export const retreatKindSchema = z.enum(RETREAT_KINDS);
const path = z.array(hexKeySchema);
const armyLossesSchema = z.object({
  dead: z.number().nonnegative(),
  wounded: z.number().nonnegative(),
  recovering: z.number().nonnegative(),
  prisoners: z.number().nonnegative(),
});
/** One event of a fortress assault as the core log keeps it (FortressAssaulted). */
const assaultEventRecordSchema = z.object({
  type: textSchema,
  turn: countSchema,
  phase: textSchema,
  payload: z.record(z.string(), z.unknown()),
  ruleIds: z.array(idSchema),
});
export type AssaultEventRecord = z.infer<typeof assaultEventRecordSchema>;

/**
 * The map an event carries, unchecked here: the file format stores it packed and checks it with its own schema
 * (shared/file substitutes it, see `coreEventSchema`); the engine builds maps itself.
 */
const mapSchema = z.custom<CampaignMap>((value) => typeof value === 'object' && value !== null);

/** A retreat destination; `via` is the friendly hex crossed under RETREAT-5. */
export const retreatOptionSchema = z.object({ to: hexKeySchema, via: hexKeySchema.optional() });
export type RetreatOption = z.infer<typeof retreatOptionSchema>;

/**
 * EVT-1 payloads, core subset, declared once: the types below are inferred from these schemas, the file loader
 * checks logs with them and the scenario runner reads their field names. A new event is one entry here (and its
 * case in applyEvent). Field names follow EVT-1 with `Id` suffixes for references.
 */
export const CORE_EVENT_SCHEMAS = {
  CampaignCreated: z.object({
    campaignId: idSchema,
    name: textSchema,
    ruleset: z.literal('core'),
    settings: settingsSchema,
    rngSeed: integerSchema,
  }),
  MapGenerated: z.object({ map: mapSchema }),
  SideCreated: z.object({ sideId: idSchema, name: textSchema, color: z.string(), homeEdge: edgeSchema }),
  PlayerJoined: z.object({ playerId: idSchema, name: textSchema, color: z.string(), sideId: idSchema }),
  FortressPlaced: z.object({ playerId: idSchema, hex: hexKeySchema }),
  ArmyCreated: z.object({
    armyId: idSchema,
    ownerId: idSchema,
    name: textSchema,
    hex: hexKeySchema,
    points: z.number(),
  }),
  LordAssigned: z.object({
    playerId: idSchema,
    armyId: idSchema,
    reason: z.enum(['setup', 'reassign']),
    fromArmyId: idSchema.optional(),
    name: textSchema.optional(),
    loadout: textSchema.optional(),
  }),
  CampaignStarted: z.object({ firstSideId: idSchema, mode: z.enum(['rolloff', 'fixed']) }),
  TurnStarted: z.object({ turn: countSchema, round: countSchema, sideId: idSchema }),
  PhaseStarted: z.object({
    phase: corePhaseSchema,
    locationBonus: z.record(idSchema, z.number()).optional(),
  }),
  DiceRolled: z.object({
    rollId: idSchema,
    die: dieTypeSchema,
    natural: integerSchema,
    purpose: dicePurposeSchema,
    actor: z.string().optional(),
    injected: z.boolean(),
    rngAfter: rngStateSchema,
  }),
  MoveAllowanceRolled: z.object({
    armyId: idSchema,
    d3: integerSchema,
    penalty: integerSchema,
    bonus: integerSchema,
    allowance: integerSchema,
  }),
  ArmyMoved: z.object({ armyId: idSchema, path, allowanceUsed: integerSchema }),
  ArmyHeld: z.object({
    armyId: idSchema,
    hex: hexKeySchema,
    reason: z.enum(['hold', 'zeroSteps', 'unactivated']),
  }),
  SettlementCaptured: z.object({
    hex: hexKeySchema,
    settlementType: z.enum(SETTLEMENT_TYPES),
    fromPlayer: idSchema.nullable(),
    toPlayer: idSchema,
    cause: z.enum(['move', 'claim', 'battle']),
  }),
  BattleStarted: z.object({
    battleId: idSchema,
    hex: hexKeySchema,
    attackerArmyId: idSchema,
    defenderArmyId: idSchema,
    attackerSideId: idSchema,
    defenderSideId: idSchema,
    entryHex: hexKeySchema,
    entryDir: directionSchema,
    kind: battleKindSchema,
    method: methodSchema,
  }),
  /** BATTLE-4: `roll` and `name` are the chart roll, or the SCEN-2 type roll and name with the full record. */
  ScenarioGenerated: z.object({
    battleId: idSchema,
    source: z.enum(SCENARIO_SOURCES),
    roll: integerSchema,
    name: textSchema,
    generated: generatedScenarioSchema.optional(),
  }),
  ResolutionSet: z.object({ battleId: idSchema, method: methodSchema }),
  BattleResolved: z.object({
    battleId: idSchema,
    method: methodSchema,
    winner: winnerSchema,
    level: levelSchema,
    attackerTotal: z.number().optional(),
    defenderTotal: z.number().optional(),
    lordUsed: z.array(idSchema).optional(),
    lordKilledInChallenge: z.array(idSchema).optional(),
  }),
  BattleResultAdjusted: z.object({
    battleId: idSchema,
    from: levelSchema,
    to: levelSchema,
    winner: winnerSchema,
    ruleId: idSchema,
  }),
  /**
   * LOC-7 with `core.fortressResolution: assault`: the whole §8 assault of a fortress battle. Decision: one core
   * event carries the assault's own events (ASLT-*, without its dice, which are core `DiceRolled` events before it),
   * its outcome and casualties, and both rosters after the losses (ASLT-29), which applying it writes back.
   */
  FortressAssaulted: z.object({
    battleId: idSchema,
    outcome: z.enum(['captured', 'surrendered', 'liberated', 'calledOff']),
    turns: countSchema,
    casualties: z.object({
      besieger: armyLossesSchema,
      defender: armyLossesSchema,
      ransomValue: z.number().nonnegative(),
    }),
    attackerRoster: z.array(rosterEntrySchema),
    defenderRoster: z.array(rosterEntrySchema),
    events: z.array(assaultEventRecordSchema),
  }),
  RetreatChoiceRequested: z.object({
    battleId: idSchema,
    armyId: idSchema,
    kind: retreatKindSchema,
    options: z.array(retreatOptionSchema),
  }),
  ArmyRetreated: z.object({
    armyId: idSchema,
    battleId: idSchema,
    from: hexKeySchema,
    to: hexKeySchema,
    viaFriendlyHex: hexKeySchema.optional(),
    kind: retreatKindSchema,
  }),
  ArmyTrapped: z.object({ armyId: idSchema, hex: hexKeySchema, blockedCandidates: path }),
  ArmyDestroyed: z.object({ armyId: idSchema, hex: hexKeySchema, cause: destroyCauseSchema }),
  ArmyStatusChanged: z.object({
    armyId: idSchema,
    from: armyStatusSchema,
    to: armyStatusSchema,
    cause: textSchema,
  }),
  ArmyRallied: z.object({ armyId: idSchema, hex: hexKeySchema }),
  LordCaptured: z.object({ playerId: idSchema, armyId: idSchema, cause: destroyCauseSchema }),
  LordKilled: z.object({ playerId: idSchema, armyId: idSchema.nullable(), cause: z.literal('challenge') }),
  BattleApplied: z.object({ battleId: idSchema, winner: winnerSchema, level: levelSchema }),
  TurnEnded: z.object({ turn: countSchema }),
  SideEliminated: z.object({ sideId: idSchema, reason: textSchema }),
  CampaignEnded: z.object({ winner: idSchema, reason: textSchema }),
  /** ANV-40: a settlement defense's result in the campaign log (the defending side, its players' Influence). */
  DefenseScored: defenseResultSchema.extend({ hex: hexKeySchema, sideId: idSchema }),
  /** SETUP-5, LORD-3: the Lord's loadout as entered; fixed from its first battle on (lord/lordLoadout.ts). */
  LordLoadoutRecorded: z.object({ playerId: idSchema, loadout: textSchema, previous: textSchema }),
  /** BATTLE-5: one side's Pitched Battle special objective text and whether it was achieved. */
  SpecialObjectiveRecorded: z.object({
    battleId: idSchema,
    side: z.enum(BATTLE_SIDES),
    objective: textSchema,
    achieved: z.boolean(),
  }),
  /** SCEN-6 (EVT-1): the side that completed a deed first; it earns 1 scenario Glory Point. */
  GloriousDeedCompleted: z.object({ battleId: idSchema, deed: textSchema, side: z.enum(BATTLE_SIDES) }),
  /** SCEN-7 (EVT-1): the turn-5 D6; on 4+ the game ends after turn 5, otherwise after turn 6. */
  GameLengthRolled: z.object({
    battleId: idSchema,
    roll: integerSchema,
    lastTurn: z.union([z.literal(5), z.literal(6)]),
  }),
  /** ANV-40 with `anv.affectsCampaign`: the city fell, so the settlement is neutral. */
  SettlementNeutralized: z.object({
    hex: hexKeySchema,
    settlementType: z.enum(SETTLEMENT_TYPES),
    fromPlayer: idSchema,
  }),
} as const;

export type EventType = keyof typeof CORE_EVENT_SCHEMAS;
export type EventPayloads = { [K in EventType]: z.infer<(typeof CORE_EVENT_SCHEMAS)[K]> };

export const EVENT_TYPES = Object.keys(CORE_EVENT_SCHEMAS) as EventType[];

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(CORE_EVENT_SCHEMAS, value);
}

/**
 * Every payload field an event may carry, read from its schema: the scenario runner rejects a field that is not
 * listed, so a typo is a failure and not a silent pass.
 */
export function eventPayloadFields<K extends EventType>(
  type: K,
): readonly (keyof EventPayloads[K] & string)[] {
  return Object.keys(CORE_EVENT_SCHEMAS[type].shape) as (keyof EventPayloads[K] & string)[];
}

/** DATA-11: the envelope every event travels in. */
export interface EventEnvelope<K extends EventType = EventType> {
  readonly seq: number;
  readonly turn: number;
  readonly phase: string;
  readonly type: K;
  readonly payload: EventPayloads[K];
  /** The rules that caused the event (DATA-11); tests assert on it. */
  readonly ruleIds: readonly string[];
}

/** One engine event: the discriminated union over EVT-1 types. */
export type EngineEvent = { [K in EventType]: EventEnvelope<K> }[EventType];

/**
 * DATA-11, EVT-1: one engine event, checked by its type's payload schema. `overrides` replaces the payload schema
 * of some types (the file format checks MapGenerated's map in its packed form).
 */
export function coreEventSchema(
  overrides: Partial<Record<EventType, z.ZodType>> = {},
): z.ZodType<EngineEvent> {
  const envelopes = EVENT_TYPES.map((type) =>
    z.object({
      seq: countSchema,
      turn: countSchema,
      phase: z.string().max(40),
      type: z.literal(type),
      payload: overrides[type] ?? CORE_EVENT_SCHEMAS[type],
      ruleIds: z.array(idSchema),
    }),
  );
  return z.discriminatedUnion(
    'type',
    envelopes as [(typeof envelopes)[0], ...typeof envelopes],
  ) as unknown as z.ZodType<EngineEvent>;
}
