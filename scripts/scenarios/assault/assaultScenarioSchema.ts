import { z } from 'zod';
import {
  ASSAULT_PHASES,
  ARTILLERY_TYPES,
  SIEGE_EQUIPMENT_TYPES,
  type EquipmentType,
} from '@shared/rulesets/assault';
import { baseScenarioShape } from '../generic/baseScenario';

/** FORMAT-assault-defense.md "Assault mode": every key it defines, strict, so anything else is refused by name. */
const whole = z.number().int();
const types = (list: EquipmentType[]) => z.enum(list as [EquipmentType, ...EquipmentType[]]);

export const scenarioUnitSchema = z
  .object({
    side: z.enum(['besieger', 'defender']),
    br: z.number().optional(),
    troops: z.number().optional(),
    missile: z.boolean().optional(),
    loose: z.boolean().optional(),
    cavalry: z.boolean().optional(),
    flyer: z.boolean().optional(),
    hero: z.boolean().optional(),
    attackMod: z.number().optional(),
    zone: z.enum(['A', 'R', 'W', 'I', 'out']).optional(),
    breach: z.boolean().optional(),
    status: z.enum(['ready', 'disordered', 'defeated', 'withdrawn', 'brokenDown']).optional(),
    artillery: types(ARTILLERY_TYPES).optional(),
    siegeEquipment: types(SIEGE_EQUIPMENT_TYPES).optional(),
    pieces: z.number().optional(),
    oversized: z.boolean().optional(),
  })
  .strict();
export type ScenarioUnit = z.infer<typeof scenarioUnitSchema>;

const leaderSchema = z
  .object({
    strategicAbility: whole.optional(),
    leadershipAbility: whole.optional(),
    moraleMod: whole.optional(),
  })
  .strict();

export const assaultScenarioSchema = z
  .object({
    ...baseScenarioShape,
    ruleset: z.literal('assault'),
    settings: z
      .object({
        'aslt.morale': z.enum(['simple', 'off']).optional(),
        'aslt.maxTurns': whole.min(1).optional(),
      })
      .strict()
      .optional(),
    dice: z
      .object({
        'aslt.throw': z.array(z.union([whole, z.string()])).optional(),
        'aslt.special': z.array(z.union([whole, z.string()])).optional(),
        'aslt.morale': z.array(z.union([whole, z.string()])).optional(),
      })
      .strict()
      .optional(),
    stronghold: z
      .object({
        unitCapacity: whole.optional(),
        breaches: whole.optional(),
        temporaryBreaches: whole.optional(),
      })
      .strict()
      .optional(),
    leaders: z
      .object({ besieger: leaderSchema.optional(), defender: leaderSchema.optional() })
      .strict()
      .optional(),
    units: z.record(z.string(), scenarioUnitSchema),
    assault: z
      .object({
        id: z.string().optional(),
        turn: whole.min(1).optional(),
        phase: z.enum(ASSAULT_PHASES).optional(),
        acting: z.enum(['besieger', 'defender']).optional(),
        actionsLeft: whole.min(0).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type AssaultScenario = z.infer<typeof assaultScenarioSchema>;
