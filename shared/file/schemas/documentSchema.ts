import { z } from 'zod';
import type { HexmarchDocument } from '../../document';
import { campaignSchema } from './campaignSchema';
import { mapDocumentSchema } from './mapSchema';

/** The document a file holds (shared/document): the prepared map and the running campaign, if started. */
export const hexmarchDocumentSchema: z.ZodType<HexmarchDocument> = z.object({
  mapDocument: mapDocumentSchema,
  campaign: campaignSchema.nullable(),
});
