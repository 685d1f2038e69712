import { z } from 'zod';
import type { CampaignState, HexmarchDocument } from '../../document';
import { CAMPAIGN_RULESET_IDS, campaignPart, campaignRulesetOf } from '../../rulesets/campaignParts';
import { assaultWorkSchema } from '../../rulesets/assault/assaultWork';
import { defenseGamePartSchema } from '../defenseGamePart';
import { battlefieldsSchema } from './battlefieldsSchema';
import { hexNotesSchema } from './hexNotesSchema';
import { mapDocumentSchema } from './mapSchema';

/** The document a file holds (shared/document) with a campaign checked by `campaign` (null while unstarted). */
function documentSchemaWith(campaign: z.ZodType<CampaignState>): z.ZodType<HexmarchDocument> {
  return z.object({
    mapDocument: mapDocumentSchema,
    campaign: campaign.nullable(),
    defenseGame: defenseGamePartSchema.optional(),
    assault: assaultWorkSchema.optional(),
    notes: hexNotesSchema.optional(),
    battlefields: battlefieldsSchema.optional(),
  });
}

/** Each campaign ruleset's document schema, built once. */
const DOCUMENT_SCHEMAS = new Map(
  CAMPAIGN_RULESET_IDS.map((id) => [id, documentSchemaWith(campaignPart(id).stateSchema)] as const),
);

/**
 * DATA-1: a campaign is checked by the schema of the ruleset it names (CAMPAIGN_PARTS). Dispatching before parsing
 * (not a zod union) keeps a damaged core file's message about its own wrong value, not about every ruleset it is not.
 */
export function documentSchemaFor(stored: unknown): z.ZodType<HexmarchDocument> {
  const campaign = (stored as { campaign?: unknown } | null)?.campaign;
  return DOCUMENT_SCHEMAS.get(campaignRulesetOf(campaign))!;
}

/** The document a file holds (shared/document): the prepared map and, once started, a campaign of the default ruleset. */
export const hexmarchDocumentSchema: z.ZodType<HexmarchDocument> = documentSchemaFor(null);
