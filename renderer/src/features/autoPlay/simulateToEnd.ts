import { selectCampaign } from '../play/playSelectors';
import { autoPlayCommand, step } from '@shared/rulesets/core';
import type { AppThunk } from '../../app/store';
import { autoPlayed } from '../campaign/campaignActions';
import { playMessageShown, simulationProgressed } from '../play/playSlice';

/** Work per chunk before the window gets the thread back (a frame is ~16 ms). */
const CHUNK_MS = 12;
/** A campaign that never reaches VICT stops here (side-turns). */
export const SIMULATION_TURN_LIMIT = 400;

/**
 * "Simulate to the end" (issue §7): every player on auto-play (BOT-1..5, tabletop battles by dice) until VICT ends
 * the campaign, the turn limit is passed, or the GM presses Stop. Runs in chunks between frames so the progress
 * bar moves and Stop works; each chunk hands its state to the store, and the whole run is one undo step.
 */
export function simulateToEnd(maxTurns = SIMULATION_TURN_LIMIT): AppThunk {
  return (dispatch, getState) => {
    const start = selectCampaign(getState());
    if (!start || start.status !== 'running' || getState().play.simulation !== null) return;
    const runId = `${start.id}-${start.log.length}-${Date.now()}`;
    let total = 0;
    dispatch(simulationProgressed({ turn: start.turn.number, maxTurns, commands: 0 }));
    const chunk = () => {
      // Stop pressed (or the document replaced): the progress was cleared.
      if (getState().play.simulation === null) return;
      let state = selectCampaign(getState());
      if (!state) return;
      const until = performance.now() + CHUNK_MS;
      let commands = 0;
      let stuck: string | null = null;
      while (state.status === 'running' && state.turn.number <= maxTurns && performance.now() < until) {
        const command = autoPlayCommand(state, { everyone: true, tabletopByDice: true });
        if (!command) {
          stuck = `Auto-play found nothing to do in ${state.turn.phase}.`;
          break;
        }
        const result = step(state, command);
        if (!result.ok) {
          stuck = result.violations.map((v) => `${v.ruleId}: ${v.message}`).join(' ');
          break;
        }
        state = result.state;
        commands++;
      }
      total += commands;
      if (commands > 0) dispatch(autoPlayed({ state, commands, runId }));
      const finished = state.status !== 'running' || state.turn.number > maxTurns || stuck !== null;
      if (finished) {
        dispatch(simulationProgressed(null));
        const text =
          stuck ??
          (state.status === 'ended'
            ? `Simulated ${total} commands to the end of the campaign.`
            : `Stopped at the limit of ${maxTurns} side-turns after ${total} commands.`);
        dispatch(playMessageShown({ kind: stuck ? 'refusal' : 'note', text }));
        return;
      }
      dispatch(simulationProgressed({ turn: state.turn.number, maxTurns, commands: total }));
      setTimeout(chunk, 0);
    };
    setTimeout(chunk, 0);
  };
}

/** Stop pressed: the next chunk sees the cleared progress and ends; what was simulated stays (undoable). */
export function stopSimulation(): AppThunk {
  return (dispatch) => {
    dispatch(simulationProgressed(null));
    dispatch(playMessageShown({ kind: 'note', text: 'Simulation stopped.' }));
  };
}
