import { selectCampaign } from '../play/playSelectors';
import { autoPlayCommand, step, type Campaign } from '@shared/rulesets/core';
import type { AppThunk } from '../../app/store';
import { autoPlayed } from '../campaign/campaignActions';
import { playMessageShown, simulationProgressed } from '../play/playSlice';
import { runInChunks } from './runInChunks';

/** A campaign that never reaches VICT stops here (side-turns). */
export const SIMULATION_TURN_LIMIT = 400;

/**
 * "Simulate to the end" (issue §7): every player on auto-play (BOT-1..5, tabletop battles by dice) until VICT ends
 * the campaign, the turn limit is passed, or the GM presses Stop. Runs in chunks between frames (runInChunks); each
 * chunk hands its state to the store, and the whole run is one undo step.
 */
export function simulateToEnd(maxTurns = SIMULATION_TURN_LIMIT): AppThunk {
  return (dispatch, getState) => {
    const start = selectCampaign(getState());
    if (!start || start.status !== 'running' || getState().play.simulation !== null) return;
    const runId = `${start.id}-${start.log.length}-${Date.now()}`;
    dispatch(simulationProgressed({ turn: start.turn.number, maxTurns, commands: 0 }));
    runInChunks<Campaign>({
      // Stop pressed (or the document replaced): the progress was cleared.
      current: () => (getState().play.simulation === null ? null : selectCampaign(getState())),
      going: (state) => state.status === 'running' && state.turn.number <= maxTurns,
      advance: (state) => {
        const command = autoPlayCommand(state, { everyone: true, tabletopByDice: true });
        if (!command) return { stuck: `Auto-play found nothing to do in ${state.turn.phase}.` };
        const result = step(state, command);
        if (!result.ok) return { stuck: result.violations.map((v) => `${v.ruleId}: ${v.message}`).join(' ') };
        return { state: result.state };
      },
      handOver: (state, commands) => dispatch(autoPlayed({ state, commands, runId })),
      progressed: (state, total) =>
        dispatch(simulationProgressed({ turn: state.turn.number, maxTurns, commands: total })),
      finished: (state, total, stuck) => {
        dispatch(simulationProgressed(null));
        const text =
          stuck ??
          (state.status === 'ended'
            ? `Simulated ${total} commands to the end of the campaign.`
            : `Stopped at the limit of ${maxTurns} side-turns after ${total} commands.`);
        dispatch(playMessageShown({ kind: stuck ? 'refusal' : 'note', text }));
      },
    });
  };
}

/** Stop pressed: the next chunk sees the cleared progress and ends; what was simulated stays (undoable). */
export function stopSimulation(): AppThunk {
  return (dispatch) => {
    dispatch(simulationProgressed(null));
    dispatch(playMessageShown({ kind: 'note', text: 'Simulation stopped.' }));
  };
}
