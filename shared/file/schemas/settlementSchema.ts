import { z } from 'zod';
import { SETTLEMENT_TYPES, type Settlement } from '../../map';
import { idSchema, textSchema } from './primitives';

/** HEX-7, DATA-2: a settlement on a hex. */
export const settlementSchema: z.ZodType<Settlement> = z.object({
  type: z.enum(SETTLEMENT_TYPES),
  controller: idSchema.nullable(),
  name: textSchema.optional(),
  originalOwner: idSchema.optional(),
  assault: z
    .object({ unitCapacity: z.number().int().nonnegative(), breaches: z.number().int().nonnegative() })
    .optional(),
});
