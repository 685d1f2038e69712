import type { DocumentPart } from '../../app/documentParts';
import { autoPlayed, campaignAbandoned, campaignStarted } from './campaignActions';
import { campaignReducer } from './campaignReducer';
import type { CampaignState } from '@shared/document';
import type { UnknownAction } from '@reduxjs/toolkit';
import { fsAutoPlayed, fsCampaignStarted } from '../firestorm/fsActions';
import { firestormCampaignReducer, startedFirestorm } from '../firestorm/fsCampaignReducer';

const FIRESTORM_PREFIX = 'campaign/firestorm/';

/**
 * The campaign slot holds a campaign of any ruleset (DATA-1 `ruleset`): Firestorm's actions go to Firestorm's
 * reducer (the kernel's stepAny), the others to core's; neither touches the other's campaign, except that
 * abandoning ends either.
 */
function anyCampaignReducer(state: CampaignState | null, action: UnknownAction): CampaignState | null {
  const started = startedFirestorm(action);
  if (started !== undefined) return started ?? state;
  if (action.type.startsWith(FIRESTORM_PREFIX))
    return state?.ruleset === 'firestorm' ? firestormCampaignReducer(state, action) : state;
  return campaignReducer(state, action);
}

/**
 * The running campaign as a document part: every command is an undo step, one simulation run is one step, and
 * starting or abandoning a campaign clears the picks on screen.
 */
export const campaignPart: DocumentPart<'campaign'> = {
  key: 'campaign',
  actionPrefix: 'campaign/',
  reducer: anyCampaignReducer,
  undoable: true,
  groupOf: (action) =>
    autoPlayed.match(action) || fsAutoPlayed.match(action) ? `sim-${action.payload.runId}` : undefined,
  resetsPicks: (action) =>
    campaignStarted.match(action) || fsCampaignStarted.match(action) || campaignAbandoned.match(action),
};
