import { z } from 'zod';
import { CORE_SETTING_CHOICES, type Settings } from './settings';
import { countSchema, idSchema } from '../../../kernel/schemas';

/** DATA-12: the campaign's settings (core keys). */
export const settingsSchema: z.ZodType<Settings> = z.object({
  core: z.object({
    armiesPerPlayer: countSchema,
    armyPoints: z.number().nonnegative(),
    firstSide: idSchema,
    scenarioSource: z.enum(CORE_SETTING_CHOICES.scenarioSource),
    defaultResolution: z.enum(CORE_SETTING_CHOICES.defaultResolution),
    fortressResolution: z.enum(CORE_SETTING_CHOICES.fortressResolution),
    neutralSettlementsCapturable: z.boolean(),
  }),
  autoPlay: z.record(idSchema, z.boolean()),
  aslt: z
    .object({ morale: z.enum(['simple', 'off']).optional(), maxTurns: z.number().int().min(1).optional() })
    .optional(),
});
