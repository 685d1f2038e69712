import { z } from 'zod';
import type { BattlefieldChoices } from '../../document';
import { TABLE_LIMITS } from '../../battlefield/tableSize';

const inches = z.number().finite().min(-TABLE_LIMITS.max).max(TABLE_LIMITS.max);
const side = z.number().finite().min(TABLE_LIMITS.min).max(TABLE_LIMITS.max);

/** Issue 29: each battle's plan choices as a file stores them (shared/document/battlefieldChoices.ts). */
export const battlefieldsSchema: z.ZodType<BattlefieldChoices> = z.record(
  z.string().min(1).max(64),
  z
    .object({
      seed: z
        .number()
        .int()
        .min(-(2 ** 31))
        .max(2 ** 31 - 1),
      table: z.object({ width: side, height: side }).strict(),
      nudges: z.record(z.string().min(1).max(16), z.object({ x: inches, y: inches }).strict()),
    })
    .strict(),
);
