import { stepAny } from '@shared/rulesets';
import { firestormAutoCommand, type FsState } from '@shared/rulesets/firestorm';
import type { AppThunk } from '../../app/store';
import { fsAutoPlayed } from '../firestorm/fsActions';
import { selectFirestorm } from '../firestorm/fsSelectors';
import { playMessageShown } from '../play/playSlice';
import { fsSimulationProgressed } from './fsTurnSlice';

const CHUNK_MS = 12;
/** A campaign that never reaches 30 glory stops here (campaign turns). */
export const FS_SIMULATION_TURN_LIMIT = 60;

/**
 * "Simulate to the end" (issue §7): every faction on auto-play (BOT-10..19) until FS-GLORY-4 ends the campaign, the
 * turn limit passes, or the GM presses Stop. Runs in chunks between frames; the whole run is one undo step.
 */
export function fsSimulateToEnd(maxTurns = FS_SIMULATION_TURN_LIMIT): AppThunk {
  return (dispatch, getState) => {
    const start = selectFirestorm(getState());
    if (!start || start.status !== 'running' || getState().fsTurn.simulation) return;
    const runId = `fs-${start.log.length}-${Date.now()}`;
    let total = 0;
    dispatch(fsSimulationProgressed({ turn: start.turn.number, commands: 0 }));
    const chunk = () => {
      if (getState().fsTurn.simulation === null) return;
      const current = selectFirestorm(getState());
      if (!current) return;
      let state: FsState = current;
      const until = performance.now() + CHUNK_MS;
      let commands = 0;
      let stuck: string | null = null;
      while (state.status === 'running' && state.turn.number <= maxTurns && performance.now() < until) {
        const command = firestormAutoCommand(state);
        if (!command) {
          stuck =
            'Simulation stopped: a battle needs its tabletop result (auto-resolution is off, FS-BATTLE-8).';
          break;
        }
        const result = stepAny<FsState>(state, command);
        if (!result.ok) {
          stuck = result.violations.map((v) => `${v.ruleId}: ${v.message}`).join(' ');
          break;
        }
        state = result.state;
        commands++;
      }
      total += commands;
      if (commands > 0) dispatch(fsAutoPlayed({ state, commands, runId }));
      const finished = state.status !== 'running' || state.turn.number > maxTurns || stuck !== null;
      if (finished) {
        dispatch(fsSimulationProgressed(null));
        const text =
          stuck ??
          (state.status === 'ended'
            ? `Simulated ${total} commands to the end of the campaign.`
            : `Stopped at the limit of ${maxTurns} turns after ${total} commands.`);
        dispatch(playMessageShown({ kind: stuck ? 'refusal' : 'note', text }));
        return;
      }
      dispatch(fsSimulationProgressed({ turn: state.turn.number, commands: total }));
      setTimeout(chunk, 0);
    };
    setTimeout(chunk, 0);
  };
}

export function fsStopSimulation(): AppThunk {
  return (dispatch) => {
    dispatch(fsSimulationProgressed(null));
    dispatch(playMessageShown({ kind: 'note', text: 'Simulation stopped.' }));
  };
}
