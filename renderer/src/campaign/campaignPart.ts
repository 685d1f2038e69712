import type { UnknownAction } from '@reduxjs/toolkit';
import type { CampaignState } from '@shared/document';
import type { DocumentPart } from '../store/documentParts';
import { autoPlayed, campaignAbandoned, campaignCreated, campaignStarted } from './campaignActions';
import { campaignReducer } from './campaignReducer';

/**
 * The running campaign as a document part: the campaign slot holds a campaign of any ruleset (DATA-1 `ruleset`),
 * and every command goes through the kernel with that ruleset (`stepAny`), so no action is routed by ruleset here.
 * Every command is an undo step, one simulation run is one step, and starting or abandoning a campaign clears the
 * picks on screen.
 */
export const campaignPart: DocumentPart<'campaign'> = {
  key: 'campaign',
  actionPrefix: 'campaign/',
  reducer: (state: CampaignState | null, action: UnknownAction) => campaignReducer(state, action),
  undoable: true,
  groupOf: (action) => (autoPlayed.match(action) ? `sim-${action.payload.runId}` : undefined),
  resetsPicks: (action) =>
    campaignStarted.match(action) || campaignCreated.match(action) || campaignAbandoned.match(action),
};
