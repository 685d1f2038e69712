import { CORE_BALANCE_KIND } from '../../balance/coreBalanceKind';
import { campaignOnMap } from '../../document/demoDocument';
import { documentFromGenerated } from '../../document/mapDocument';
import { campaignSchema } from '../../file/schemas/campaignSchema';
import { generateMap } from '../../mapgen/generateMap';
import { newMapParams } from '../../mapgen/newMapParams';
import { problemSentences } from '../../mapgen/problemSentence';
import { err, ok } from '../../result';
import type { CampaignPart } from '../campaignPart';
import type { Campaign } from './model/campaign';
import { EVENT_TYPES } from './model/events';
import { brokenCampaignInvariant } from './state/campaignInvariants';

/**
 * The core campaign (seed 001) as the file layer, the CLI and the balance report see it. Not exported from the
 * ruleset's index: only CAMPAIGN_PARTS imports it, so the engine's importers do not load the file schemas.
 */
export const corePart: CampaignPart<Campaign> = {
  stateSchema: campaignSchema,
  brokenInvariant: (campaign, featureHexes) => brokenCampaignInvariant(campaign, { featureHexes }),
  eventTypes: EVENT_TYPES,
  fileWord: 'campaign',
  tentWord: '"your side" pages',
  // SETUP-1..8 with the demo's sides on a map of the demo's mix at the asked size.
  create: ({ seed, name, width, height }) => {
    const generated = generateMap(newMapParams(width, height), seed);
    if (!generated.ok) return err({ stage: 'map', message: problemSentences(generated.error) });
    const mapDocument = documentFromGenerated(generated.value);
    try {
      return ok({ mapDocument, campaign: campaignOnMap(mapDocument, seed, name), lines: [] });
    } catch (error) {
      return err({ stage: 'campaign', message: (error as Error).message });
    }
  },
  balanceKind: CORE_BALANCE_KIND,
};
