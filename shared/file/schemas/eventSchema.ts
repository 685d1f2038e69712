import { rosterEntrySchema } from '../../rulesets/assault/roster';
import { z } from 'zod';
import { SETTLEMENT_TYPES } from '../../map';
import {
  ARMY_STATUSES,
  CORE_PHASES,
  LEVELS,
  type EngineEvent,
  type EventPayloads,
  type EventType,
} from '../../rulesets/core';
import { campaignMapInFileSchema } from './packedMapSchema';
import { generatedScenarioSchema } from './scenarioSchema';
import { settingsSchema } from './settingsSchema';
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
} from './primitives';

export const levelSchema = z.enum(LEVELS);
export const armyStatusSchema = z.enum(ARMY_STATUSES);
export const corePhaseSchema = z.enum(CORE_PHASES);
export const winnerSchema = z.enum(['attacker', 'defender']).nullable();
export const methodSchema = z.enum(['tabletop', 'dice', 'assault']);
export const destroyCauseSchema = z.enum(['massacre', 'trapped', 'siege']);
export const battleKindSchema = z.enum(['field', 'fortressSiege']);
const retreatKind = z.enum(['draw', 'defeat']);
const armyLossesSchema = z.object({
  dead: z.number().nonnegative(),
  wounded: z.number().nonnegative(),
  recovering: z.number().nonnegative(),
  prisoners: z.number().nonnegative(),
});
const path = z.array(hexKeySchema);

/** EVT-1 payloads, one schema per event type; the `satisfies` keeps the table complete. */
const PAYLOAD_SCHEMAS = {
  CampaignCreated: z.object({
    campaignId: idSchema,
    name: textSchema,
    ruleset: z.literal('core'),
    settings: settingsSchema,
    rngSeed: integerSchema,
  }),
  MapGenerated: z.object({ map: campaignMapInFileSchema }),
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
  ScenarioGenerated: z.object({
    battleId: idSchema,
    source: z.enum(['coreChart', 'generator']),
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
    events: z.array(
      z.object({
        type: textSchema,
        turn: countSchema,
        phase: textSchema,
        payload: z.record(z.string(), z.unknown()),
        ruleIds: z.array(idSchema),
      }),
    ),
  }),
  RetreatChoiceRequested: z.object({
    battleId: idSchema,
    armyId: idSchema,
    kind: retreatKind,
    options: z.array(z.object({ to: hexKeySchema, via: hexKeySchema.optional() })),
  }),
  ArmyRetreated: z.object({
    armyId: idSchema,
    battleId: idSchema,
    from: hexKeySchema,
    to: hexKeySchema,
    viaFriendlyHex: hexKeySchema.optional(),
    kind: retreatKind,
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
} satisfies { [K in EventType]: z.ZodType<EventPayloads[K]> };

const envelopeOf = <K extends EventType>(type: K) =>
  z.object({
    seq: countSchema,
    turn: countSchema,
    phase: z.string().max(40),
    type: z.literal(type),
    payload: PAYLOAD_SCHEMAS[type],
    ruleIds: z.array(idSchema),
  });

const eventTypes = Object.keys(PAYLOAD_SCHEMAS) as EventType[];

/** DATA-11, EVT-1: one engine event, checked by its type's payload schema. */
export const engineEventSchema = z.discriminatedUnion(
  'type',
  eventTypes.map(envelopeOf) as unknown as [
    ReturnType<typeof envelopeOf>,
    ...ReturnType<typeof envelopeOf>[],
  ],
) as unknown as z.ZodType<EngineEvent>;
