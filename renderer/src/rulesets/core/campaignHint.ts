import type { RootState } from '../../app/store';
import { selectCampaign } from '../../campaign/playSelectors';

/**
 * The status bar's hint for the core Campaign tab: what the board does with the pointer now. Before the campaign
 * starts the board places fortresses and armies (SETUP-3/4), not moves; after VICT-3 nothing moves at all.
 */
export function campaignHint(state: RootState): string {
  const campaign = selectCampaign(state);
  if (!campaign) {
    const placing = state.play.setupPlacing;
    if (placing?.what === 'fortress')
      return 'Click a highlighted hex to place the fortress; right-drag pans.';
    if (placing?.what === 'army') return 'Click highlighted hexes to place the armies; right-drag pans.';
    return 'Set the campaign up on the right (sides, players, fortresses), then Start; right-drag pans.';
  }
  if (campaign.status === 'ended')
    return 'The campaign is over: replay it from the history; right-drag pans.';
  // RETREAT-4: nothing else may happen until the beaten army's retreat hex is chosen.
  if (campaign.turn.awaiting)
    return 'Click a highlighted hex to choose the retreat, or use the panel; right-drag pans.';
  if (campaign.turn.phase === 'FIGHT')
    return 'Fight each battle in the panel on the right (at the table or by dice); right-drag pans.';
  if (campaign.turn.phase !== 'MOVE') return 'Go on with the turn bar; right-drag pans, the wheel zooms.';
  return 'Press an army of the side to move and drag it to a highlighted hex, or click it then click the hex (Enter moves, Esc puts it down); right-drag pans.';
}
