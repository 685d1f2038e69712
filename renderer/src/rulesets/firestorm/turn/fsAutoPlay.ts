import {
  firestormAutoCommand,
  simulationPolicies,
  type FsPolicies,
  type FsState,
} from '@shared/rulesets/firestorm';
import { t } from '@shared/i18n';
import type { AppThunk, RootState } from '../../../app/store';
import type { AutoPlay } from '../../../campaign/autoPlayListener';
import { simulate, stopSimulating, type Simulation } from '../../../campaign/simulateToEnd';
import { selectFirestorm } from '../fsSelectors';
import { fsAutoCommandFor } from './fsAutoCommand';
import { fsSimulationProgressed } from './fsTurnSlice';

/** A campaign that never reaches 30 glory stops here (campaign turns). */
export const FS_SIMULATION_TURN_LIMIT = 60;

const paused = (state: RootState) => state.fsTurn.simulation !== null || state.fsTurn.hotSeat !== null;

/** GEN-6 per faction: factions on auto-play act by the BOT policies whenever a decision is theirs (BOT-10..19). */
export const fsAutoPlay: AutoPlay = {
  campaign: selectFirestorm,
  watched: (state) => state.fsTurn.autoPlay,
  paused,
  command: (state) => {
    const fs = selectFirestorm(state);
    return fs ? fsAutoCommandFor(fs, state.fsTurn.autoPlay, selectFsPolicies(state)) : null;
  },
};

/** The policy each faction plays (issue 24): the GM's choice in the auto-play panel, else the simulation default. */
export function selectFsPolicies(state: RootState): FsPolicies {
  const fs = selectFirestorm(state);
  return fs
    ? simulationPolicies(
        fs.factions.map((f) => f.id),
        state.fsTurn.policies,
      )
    : {};
}

/** Firestorm's "Simulate to the end": every faction on auto-play (BOT-10..19) until FS-GLORY-4 ends the campaign. */
export const fsSimulation: Simulation<FsState> = {
  campaign: selectFirestorm,
  progress: (state) => state.fsTurn.simulation,
  progressed: (progress) => fsSimulationProgressed(progress),
  runId: (start) => `fs-${start.log.length}-${Date.now()}`,
  next: (state) => firestormAutoCommand(state),
  stuck: () => t('fsTurn:autoPlay.stuck', { rule: 'FS-BATTLE-8' }),
  turnWord: 'turns',
};

/** The simulation with each faction's policy as chosen when Simulate is pressed. */
export const fsSimulateToEnd =
  (maxTurns = FS_SIMULATION_TURN_LIMIT): AppThunk =>
  (dispatch, getState) => {
    const policies = selectFsPolicies(getState());
    dispatch(simulate({ ...fsSimulation, next: (state) => firestormAutoCommand(state, policies) }, maxTurns));
  };
export const fsStopSimulation = (): AppThunk => stopSimulating(fsSimulation);
