import { autoPlayCommand } from '@shared/rulesets/core';
import type { AppStartListening, RootState } from '../../app/store';
import { issueCommand } from '../play/issueCommand';
import { selectCampaign } from '../play/playSelectors';

/** Pause between auto-played commands, so the GM sees each flag move. */
export const AUTO_PLAY_DELAY_MS = 300;

/** Auto-play waits while the GM looks at an earlier turn or a simulation runs. */
const autoPlayPaused = (state: RootState): boolean =>
  state.play.simulation !== null || state.play.replayTurn !== null;

/**
 * GEN-6: players set to auto-play act by the BOT policies whenever it is their turn to act; a tabletop battle
 * pauses them until its result is entered (BOT-5). Each command is an ordinary undo step. Whenever the campaign
 * (or the pause) changes, the pending command is cancelled and the next one scheduled (RTK listener middleware:
 * `cancelActiveListeners` + `delay` replace the hook's setTimeout/clearTimeout).
 */
export function startAutoPlayListener(startListening: AppStartListening): () => void {
  return startListening({
    predicate: (_action, current, previous) =>
      selectCampaign(current) !== selectCampaign(previous) ||
      autoPlayPaused(current) !== autoPlayPaused(previous),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const state = api.getState();
      const campaign = selectCampaign(state);
      if (!campaign || autoPlayPaused(state) || campaign.status !== 'running') return;
      const command = autoPlayCommand(campaign);
      if (!command) return;
      await api.delay(AUTO_PLAY_DELAY_MS);
      api.dispatch(issueCommand(command));
    },
  });
}
