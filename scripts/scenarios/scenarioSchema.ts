import { z } from 'zod';
import { rosterEntrySchema } from '@shared/rulesets/assault';
import { EDGES } from '@shared/hex';
import { SETTLEMENT_TYPES, TERRAINS } from '@shared/map';
import {
  ARMY_STATUSES,
  CAMPAIGN_STATUSES,
  CORE_PHASES,
  LORD_STATES,
  RESOLUTION_METHODS,
} from '@shared/rulesets/core';

/** The scenario file format of docs/rules/scenarios/FORMAT.md. Strict objects: an unknown key is an error. */
const hexKey = z.string().regex(/^-?\d+,-?\d+$/, 'a hex is a "q,r" string');
const ruleId = z.string().regex(/^[A-Z]+(-[A-Z]+)*-\d+[a-z]?$/, 'a rule ID looks like MOVE-7');

const hexOverride = z
  .object({
    terrain: z.enum(TERRAINS).optional(),
    river: z.boolean().optional(),
    bridge: z.boolean().optional(),
    settlement: z.enum(SETTLEMENT_TYPES).optional(),
    controller: z.string().nullable().optional(),
    name: z.string().optional(),
    label: z.string().optional(),
    /** FORMAT-assault-defense.md core section: ASLT-3 values of a fortress. */
    assault: z
      .object({
        unitCapacity: z.number().int().min(0).optional(),
        breaches: z.number().int().min(0).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const mapSpec = z
  .object({
    radius: z.number().int().min(0).max(60).optional(),
    rect: z
      .object({ width: z.number().int().min(1).max(200), height: z.number().int().min(1).max(200) })
      .strict()
      .optional(),
    remove: z.array(hexKey).optional(),
    hexes: z.record(hexKey, hexOverride).optional(),
  })
  .strict()
  .refine(
    (m) => (m.radius === undefined) !== (m.rect === undefined),
    'map needs exactly one of radius or rect',
  );

const sideSpec = z
  .object({
    players: z.array(z.string()).min(1),
    homeEdge: z.enum(EDGES),
    color: z.string().optional(),
  })
  .strict();

const armySpec = z
  .object({
    owner: z.string(),
    at: hexKey,
    lord: z.boolean().optional(),
    status: z.enum(ARMY_STATUSES).optional(),
    shakenSetOnTurn: z.number().int().optional(),
    points: z.number().int().positive().optional(),
    /** FORMAT-assault-defense.md core section: DATA-9 units (as in assault mode, without side and zone). */
    roster: z.record(z.string(), rosterEntrySchema.omit({ id: true })).optional(),
    strategicAbility: z.number().int().optional(),
    leadershipAbility: z.number().int().min(0).optional(),
    moraleMod: z.number().int().optional(),
  })
  .strict();

const battleSpec = z
  .object({
    hex: hexKey,
    attacker: z.string(),
    defender: z.string(),
    entryHex: hexKey,
    method: z.enum(RESOLUTION_METHODS).optional(),
  })
  .strict();

const turnSpec = z
  .object({
    number: z.number().int().min(1),
    side: z.string(),
    // A scenario starts inside a side-turn: SETUP has its own `setup:` key and END_TURN is automatic (TURN-1).
    phase: z.enum(CORE_PHASES).exclude(['SETUP', 'END_TURN']),
    round: z.number().int().min(1).optional(),
  })
  .strict();

const stateExpect = z
  .object({
    armies: z
      .record(
        z.string(),
        z
          .object({
            at: hexKey.nullable().optional(),
            status: z.enum(ARMY_STATUSES).optional(),
            destroyed: z.boolean().optional(),
            shakenSetOnTurn: z.number().int().nullable().optional(),
          })
          .strict(),
      )
      .optional(),
    settlements: z
      .record(
        hexKey,
        z
          .object({
            type: z.enum(SETTLEMENT_TYPES).optional(),
            controller: z.string().nullable().optional(),
          })
          .strict(),
      )
      .optional(),
    lords: z
      .record(
        z.string(),
        z
          .object({
            state: z.enum(LORD_STATES).optional(),
            army: z.string().nullable().optional(),
          })
          .strict(),
      )
      .optional(),
    turn: z
      .object({
        number: z.number().int().optional(),
        side: z.string().optional(),
        phase: z.string().optional(),
        round: z.number().int().optional(),
      })
      .strict()
      .optional(),
    campaign: z
      .object({ status: z.enum(CAMPAIGN_STATUSES).optional(), winner: z.string().optional() })
      .strict()
      .optional(),
  })
  .strict();

const expectSpec = z
  .object({
    rejected: z.union([ruleId, z.array(ruleId).min(1)]).optional(),
    events: z.array(z.looseObject({ type: z.string() })).optional(),
    noEvents: z.array(z.string()).optional(),
    state: stateExpect.optional(),
  })
  .strict();

const stepSpec = z
  .object({
    do: z
      .record(z.string(), z.record(z.string(), z.unknown()).nullable())
      .refine((d) => Object.keys(d).length === 1, {
        message: 'do names exactly one command',
      }),
    expect: expectSpec.optional(),
  })
  .strict();

/** Extension of FORMAT.md for SETUP-* rules: start before the campaign exists and run createCoreCampaign. */
const setupSpec = z
  .object({
    fortresses: z.record(z.string(), hexKey),
    armies: z.record(z.string(), z.array(hexKey)).optional(),
    expect: expectSpec.optional(),
  })
  .strict();

export const scenarioSchema = z
  .object({
    id: z.string().min(1),
    title: z.string().optional(),
    rules: z.array(ruleId).optional(),
    ruleset: z.enum(['core', 'firestorm']),
    seed: z.number().int().optional(),
    map: mapSpec,
    sides: z.record(z.string(), sideSpec),
    armies: z.record(z.string(), armySpec).optional(),
    battles: z.array(battleSpec).optional(),
    turn: turnSpec.optional(),
    setup: setupSpec.optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
    dice: z.record(z.string(), z.array(z.union([z.number().int(), z.string()]))).optional(),
    steps: z.array(stepSpec),
    finally: stateExpect.optional(),
  })
  .strict()
  .refine(
    (s) => (s.turn === undefined) !== (s.setup === undefined),
    'a scenario needs exactly one of turn or setup',
  )
  .refine(
    (s) => s.setup === undefined || (s.armies === undefined && s.battles === undefined),
    'with setup, armies come from setup.armies (SETUP-4) and there are no battles yet',
  );

export type ScenarioSpec = z.infer<typeof scenarioSchema>;
export type StepSpec = z.infer<typeof stepSpec>;
export type ExpectSpec = z.infer<typeof expectSpec>;
export type StateExpectSpec = z.infer<typeof stateExpect>;
