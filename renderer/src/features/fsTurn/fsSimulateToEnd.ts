import { stepAny } from '@shared/rulesets';
import { firestormAutoCommand, type FsState } from '@shared/rulesets/firestorm';
import type { AppThunk } from '../../app/store';
import { fsAutoPlayed } from '../firestorm/fsActions';
import { selectFirestorm } from '../firestorm/fsSelectors';
import { playMessageShown } from '../play/playSlice';
import { fsSimulationProgressed } from './fsTurnSlice';
import { runInChunks } from '../autoPlay/runInChunks';

/** A campaign that never reaches 30 glory stops here (campaign turns). */
export const FS_SIMULATION_TURN_LIMIT = 60;

/**
 * "Simulate to the end" (issue §7): every faction on auto-play (BOT-10..19) until FS-GLORY-4 ends the campaign, the
 * turn limit passes, or the GM presses Stop. Runs in chunks between frames (runInChunks); the whole run is one
 * undo step.
 */
export function fsSimulateToEnd(maxTurns = FS_SIMULATION_TURN_LIMIT): AppThunk {
  return (dispatch, getState) => {
    const start = selectFirestorm(getState());
    if (!start || start.status !== 'running' || getState().fsTurn.simulation) return;
    const runId = `fs-${start.log.length}-${Date.now()}`;
    dispatch(fsSimulationProgressed({ turn: start.turn.number, commands: 0 }));
    runInChunks<FsState>({
      current: () => (getState().fsTurn.simulation === null ? null : selectFirestorm(getState())),
      going: (state) => state.status === 'running' && state.turn.number <= maxTurns,
      advance: (state) => {
        const command = firestormAutoCommand(state);
        if (!command)
          return {
            stuck:
              'Simulation stopped: a battle needs its tabletop result (auto-resolution is off, FS-BATTLE-8).',
          };
        const result = stepAny<FsState>(state, command);
        if (!result.ok) return { stuck: result.violations.map((v) => `${v.ruleId}: ${v.message}`).join(' ') };
        return { state: result.state };
      },
      handOver: (state, commands) => dispatch(fsAutoPlayed({ state, commands, runId })),
      progressed: (state, total) =>
        dispatch(fsSimulationProgressed({ turn: state.turn.number, commands: total })),
      finished: (state, total, stuck) => {
        dispatch(fsSimulationProgressed(null));
        const text =
          stuck ??
          (state.status === 'ended'
            ? `Simulated ${total} commands to the end of the campaign.`
            : `Stopped at the limit of ${maxTurns} turns after ${total} commands.`);
        dispatch(playMessageShown({ kind: stuck ? 'refusal' : 'note', text }));
      },
    });
  };
}

export function fsStopSimulation(): AppThunk {
  return (dispatch) => {
    dispatch(fsSimulationProgressed(null));
    dispatch(playMessageShown({ kind: 'note', text: 'Simulation stopped.' }));
  };
}
