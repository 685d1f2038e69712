import { firestormOnMap } from '../../balance/firestormOnMap';
import { FIRESTORM_BALANCE_KIND } from '../../balance/firestormBalanceKind';
import { newFirestormCampaign } from '../../document/newFirestormCampaign';
import { firestormCampaignSchema } from '../../file/schemas/firestormCampaignSchema';
import { err, ok } from '../../result';
import type { CampaignPart } from '../campaignPart';
import { FS_EVENT_TYPES, type FsState } from './model/types';
import { firestormSetupLines } from './setup/firestormSetupLines';
import { brokenFirestormInvariant } from './state/invariants';
import { t } from '../../i18n';

/**
 * The Firestorm campaign (seed 000) as the file layer, the CLI and the balance report see it. Not exported from the
 * ruleset's index: only CAMPAIGN_PARTS imports it, so the engine's importers do not load the file schemas.
 */
export const firestormPart: CampaignPart<FsState> = {
  stateSchema: firestormCampaignSchema,
  brokenInvariant: brokenFirestormInvariant,
  eventTypes: FS_EVENT_TYPES,
  // Getters: read when a sentence is made, in the current language (issue 32).
  get fileWord() {
    return t('fsEngine:part.fileWord');
  },
  get tentWord() {
    return t('fsEngine:part.tentWord');
  },
  factions: { min: 2, max: 4, standard: 4, rule: 'FS-SETUP-1' },
  // Issue 24: a map sized for its factions (or --size) with even starts, and the figures a GM checks before the
  // start: territories per faction against the glory target (the land-grab warning), each start's land, nearest
  // rival and nearest special.
  create: (options) => {
    const made = newFirestormCampaign({
      seed: options.seed,
      factions: options.factions,
      name: options.name,
      ...(options.sizeGiven ? { size: { width: options.width, height: options.height } } : {}),
      settings: {},
    });
    if (!made.ok) return err({ stage: 'map', message: made.error });
    const { mapDocument, campaign, fairness, landGrab, mapSeed } = made.value;
    return ok({
      mapDocument,
      campaign,
      lines: firestormSetupLines(landGrab, fairness, mapSeed, options.seed),
    });
  },
  onMap: (map, factions, seed) => {
    const made = firestormOnMap(map, factions, seed);
    return made.ok ? made : err(made.error.join(' '));
  },
  balanceKind: FIRESTORM_BALANCE_KIND,
};
