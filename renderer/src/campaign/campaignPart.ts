import type { UnknownAction } from '@reduxjs/toolkit';
import type { CampaignState } from '@shared/document';
import type { DocumentPart } from '../store/documentParts';
import { autoPlayed, campaignAbandoned, campaignCreated, campaignStarted } from './campaignActions';
import { campaignReducer, type RulesetCampaignReducer } from './campaignReducer';

/** Starting or abandoning a campaign clears the picks on screen (what DocumentPart.resetsPicks asks). */
export const campaignResetsPicks = (action: UnknownAction): boolean =>
  campaignStarted.match(action) || campaignCreated.match(action) || campaignAbandoned.match(action);

/**
 * The running campaign as a document part: the campaign slot holds a campaign of any ruleset (DATA-1 `ruleset`),
 * and every command goes through the kernel with that ruleset (`stepAny`), so no action is routed by ruleset here.
 * Every command is an undo step, one simulation run is one step, and starting or abandoning a campaign clears the
 * picks on screen. A ruleset's own campaign actions are reduced by its `campaignReducer` (RULESET_UIS), which
 * app/documentParts.ts hands in.
 */
export const campaignPartWith = (
  rulesetReducers: readonly RulesetCampaignReducer[],
): DocumentPart<'campaign'> => ({
  key: 'campaign',
  actionPrefix: 'campaign/',
  reducer: (state: CampaignState | null, action: UnknownAction) =>
    campaignReducer(state, action, rulesetReducers),
  undoable: true,
  groupOf: (action) => (autoPlayed.match(action) ? `sim-${action.payload.runId}` : undefined),
  resetsPicks: campaignResetsPicks,
});
