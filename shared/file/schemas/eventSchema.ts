import { z } from 'zod';
import { coreEventSchema } from '../../rulesets/core/model/events';
import { campaignMapInFileSchema } from './packedMapSchema';

export {
  armyStatusSchema,
  battleKindSchema,
  corePhaseSchema,
  destroyCauseSchema,
  levelSchema,
  methodSchema,
  winnerSchema,
} from '../../rulesets/core/model/events';

/**
 * DATA-11, EVT-1: one engine event as stored in a file: core's own event schemas (one source of truth), with the
 * map of MapGenerated checked in its packed file form.
 */
export const engineEventSchema = coreEventSchema({
  MapGenerated: z.object({ map: campaignMapInFileSchema }),
});
