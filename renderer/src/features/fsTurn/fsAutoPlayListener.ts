import type { AppStartListening, RootState } from '../../app/store';
import { issueFsCommand } from '../firestorm/issueFsCommand';
import { selectFirestorm } from '../firestorm/fsSelectors';
import { fsAutoCommandFor } from './fsAutoCommand';

/** Pause between auto-played commands, so the GM sees each banner move. */
export const FS_AUTO_PLAY_DELAY_MS = 300;

const paused = (state: RootState) => state.fsTurn.simulation !== null || state.fsTurn.hotSeat !== null;

/**
 * GEN-6: factions on auto-play act by the BOT policies whenever a decision is theirs; each command is an ordinary
 * undo step. A change of campaign or auto-play cancels the pending command and schedules the next.
 */
export function startFsAutoPlayListener(startListening: AppStartListening): () => void {
  return startListening({
    predicate: (_action, current, previous) =>
      selectFirestorm(current) !== selectFirestorm(previous) ||
      current.fsTurn.autoPlay !== previous.fsTurn.autoPlay ||
      paused(current) !== paused(previous),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const state = api.getState();
      const fs = selectFirestorm(state);
      if (!fs || paused(state)) return;
      const command = fsAutoCommandFor(fs, state.fsTurn.autoPlay);
      if (!command) return;
      await api.delay(FS_AUTO_PLAY_DELAY_MS);
      api.dispatch(issueFsCommand(command));
    },
  });
}
