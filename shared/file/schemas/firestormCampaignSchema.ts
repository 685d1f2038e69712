import { z } from 'zod';
import {
  colorSchema,
  countSchema,
  hexKeySchema,
  idSchema,
  rngStateSchema,
  textSchema,
} from '../../kernel/schemas';
import { FS_EVENT_TYPES, FS_STEPS, type FsState } from '../../rulesets/firestorm/model/types';
import { campaignMapInFileSchema } from './packedMapSchema';

/**
 * DATA-1 for `ruleset: firestorm` (seed 000) in a file. The fields every screen and the engine's lookups rely on are
 * checked here (ids, hexes, the step, the log's event types, the RNG state); the inner records of banners, battles
 * and sieges are the engine's plain JSON and are kept as written (loose objects), and
 * brokenFirestormInvariant checks how they refer to each other. Decision: a schema for every Firestorm record
 * would restate the engine's types a second time (issue 10: one source of truth per vocabulary); until the
 * Firestorm model is declared as zod schemas, the file checks its shape at the joints.
 */
const looseRecord = z.looseObject({});

const fsEventSchema = z.looseObject({
  type: z.enum(FS_EVENT_TYPES),
  payload: z.record(z.string(), z.unknown()),
  ruleIds: z.array(z.string()),
  turn: countSchema,
  step: z.string(),
});

export const firestormCampaignSchema = z.object({
  ruleset: z.literal('firestorm'),
  rng: rngStateSchema,
  log: z.array(fsEventSchema),
  name: textSchema,
  settings: looseRecord,
  map: campaignMapInFileSchema,
  territories: z.record(
    hexKeySchema,
    z.looseObject({ owner: idSchema.nullable(), items: z.array(looseRecord) }),
  ),
  factions: z.array(z.looseObject({ id: idSchema, name: textSchema, color: colorSchema })),
  banners: z.array(z.looseObject({ id: idSchema, factionId: idSchema, hex: hexKeySchema.nullable() })),
  battles: z.array(z.looseObject({ hex: hexKeySchema })),
  sieges: z.array(looseRecord),
  turn: z.looseObject({ number: countSchema, step: z.enum(FS_STEPS) }),
  pending: z.array(looseRecord),
  nextBannerSeq: countSchema,
  nextBattleSeq: countSchema,
  status: z.enum(['running', 'ended']),
  result: looseRecord.optional(),
}) as unknown as z.ZodType<FsState>;
