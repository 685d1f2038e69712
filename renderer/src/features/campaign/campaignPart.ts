import type { DocumentPart } from '../../app/documentParts';
import { autoPlayed, campaignAbandoned, campaignStarted } from './campaignActions';
import { campaignReducer } from './campaignReducer';

/**
 * The running campaign as a document part: every command is an undo step, one simulation run is one step, and
 * starting or abandoning a campaign clears the picks on screen.
 */
export const campaignPart: DocumentPart<'campaign'> = {
  key: 'campaign',
  actionPrefix: 'campaign/',
  reducer: campaignReducer,
  undoable: true,
  groupOf: (action) => (autoPlayed.match(action) ? `sim-${action.payload.runId}` : undefined),
  resetsPicks: (action) => campaignStarted.match(action) || campaignAbandoned.match(action),
};
