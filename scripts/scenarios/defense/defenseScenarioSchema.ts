import { z } from 'zod';
import { DEFENSE_DICE, RESOURCES } from '@shared/rulesets/defense';
import { baseScenarioShape, type BaseScenario } from '../generic/baseScenario';

/**
 * FORMAT-assault-defense.md "Defense mode": the keys a `ruleset: defense` file may hold, strict, so a misspelt key is
 * refused with its name rather than ignored.
 */
const id = z.string().min(1);
const square = z.string().regex(/^\d+,\d+$/, 'a square is written "x,y" (ANV-3)');
const die = z.enum(DEFENSE_DICE);
const provides = z.object({ resource: z.enum(RESOURCES), amount: z.number().int().min(1) }).strict();
const effects = z.array(z.string()).optional();
const side = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

const playerSchema = z
  .object({ influence: z.number().int().min(0).default(0), name: z.string().optional() })
  .strict();
const unitSchema = z
  .object({
    owner: id,
    at: square.optional(),
    in: z.enum(['hand', 'drawPile', 'discard']).optional(),
    name: z.string().optional(),
    ranged: die.optional(),
    melee: die.optional(),
    attackMod: z.number().int().default(0),
    rerolls: z.number().int().min(0).default(0),
    keywords: z.array(z.enum(['LEADER', 'MONSTER'])).default([]),
    cost: z.number().int().min(0).default(1),
    provides: provides.optional(),
    effects,
  })
  .strict();
const buildingSchema = z
  .object({
    owner: id.optional(),
    city: z.literal(true).optional(),
    at: square.optional(),
    in: z.enum(['hand', 'drawPile', 'discard']).optional(),
    name: z.string().optional(),
    cost: z.number().int().min(0).default(1),
    provides: provides.optional(),
    effects,
  })
  .strict();
const enemySchema = z
  .object({
    strength: z.number().int().min(1),
    at: square.optional(),
    faceUp: z.boolean().default(false),
    startSide: side.optional(),
    name: z.string().optional(),
    keywords: z.array(z.enum(['MAGIC', 'LEADER', 'MONSTER'])).default([]),
    effects,
  })
  .strict();
const defenseSchema = z
  .object({
    id: id.optional(),
    activePlayer: id.optional(),
    phase: z
      .enum(['setup', 'action', 'draw', 'enemiesPrepare', 'assault', 'finalAssault', 'scored'])
      .default('action'),
    enemyPile: z.array(id).default([]),
    market: z.array(id.nullable()).length(3).default([null, null, null]),
    cityPile: z.array(id).default([]),
    cityDiscard: z.array(id).default([]),
    difficulty: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
    variant: z.enum(['standard', 'solo', 'beginner']).default('standard'),
    assaultSide: side.optional(),
    lastPlacedSide: side.optional(),
    wave: z.number().int().min(1).default(1),
    marker: id.optional(),
  })
  .strict();
const settingsSchema = z
  .object({
    'anv.board': z.literal('standard').optional(),
    'anv.enemyPileSize': z.number().int().min(1).optional(),
    'anv.cityBuildingSlotInfluence': z.array(z.number().int().min(0)).length(3).optional(),
    'anv.affectsCampaign': z.boolean().optional(),
  })
  .strict();

export const defenseScenarioSchema = z
  .object({
    ...baseScenarioShape,
    ruleset: z.literal('defense'),
    settings: settingsSchema.optional(),
    players: z
      .record(id, playerSchema)
      .refine((p) => Object.keys(p).length >= 1 && Object.keys(p).length <= 4, {
        message: 'a defense game has 1 to 4 players (ANV-1)',
      }),
    units: z.record(id, unitSchema).default({}),
    buildings: z.record(id, buildingSchema).default({}),
    enemies: z.record(id, enemySchema).default({}),
    defense: defenseSchema.default(defenseSchema.parse({})),
  })
  .strict();
export type DefenseScenario = z.output<typeof defenseScenarioSchema>;

export const asDefenseScenario = (spec: BaseScenario): DefenseScenario => defenseScenarioSchema.parse(spec);
