import { z } from 'zod';
import type { HexmarchDocument } from '../../document';
import { defenseGameFileSchema } from '../../rulesets/defense/file/defenseGameFile';
import { battlefieldsSchema } from './battlefieldsSchema';
import { campaignSchema } from './campaignSchema';
import { firestormCampaignSchema } from './firestormCampaignSchema';
import { hexNotesSchema } from './hexNotesSchema';
import { mapDocumentSchema } from './mapSchema';

/** The document a file holds (shared/document): the prepared map and the running core campaign, if started. */
export const hexmarchDocumentSchema: z.ZodType<HexmarchDocument> = z.object({
  mapDocument: mapDocumentSchema,
  campaign: campaignSchema.nullable(),
  defenseGame: defenseGameFileSchema.optional(),
  notes: hexNotesSchema.optional(),
  battlefields: battlefieldsSchema.optional(),
});

/** The same document holding a Firestorm campaign (seed 000). */
const firestormDocumentSchema: z.ZodType<HexmarchDocument> = z.object({
  mapDocument: mapDocumentSchema,
  campaign: firestormCampaignSchema,
  defenseGame: defenseGameFileSchema.optional(),
  notes: hexNotesSchema.optional(),
  battlefields: battlefieldsSchema.optional(),
});

/**
 * DATA-1: a campaign is checked by the schema of the ruleset it names. Dispatching before parsing (not a zod union)
 * keeps a damaged core file's message about its own wrong value, not about every ruleset it is not.
 */
export function documentSchemaFor(stored: unknown): z.ZodType<HexmarchDocument> {
  const campaign = (stored as { campaign?: { ruleset?: unknown } } | null)?.campaign;
  return campaign?.ruleset === 'firestorm' ? firestormDocumentSchema : hexmarchDocumentSchema;
}
