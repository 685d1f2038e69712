import { autoPlayCommand, type Campaign } from '@shared/rulesets/core';
import type { AppThunk, RootState } from '../../app/store';
import type { AutoPlay } from '../../campaign/autoPlayListener';
import { selectCampaign } from '../../campaign/playSelectors';
import { simulationProgressed } from '../../campaign/playSlice';
import { simulate, stopSimulating, type Simulation } from '../../campaign/simulateToEnd';
import { t } from '@shared/i18n';

/** A campaign that never reaches VICT stops here (side-turns). */
export const SIMULATION_TURN_LIMIT = 400;

/** Auto-play waits while the GM looks at an earlier turn or a simulation runs. */
const paused = (state: RootState): boolean =>
  state.play.simulation !== null || state.play.replayTurn !== null;

/** GEN-6 for core: the players on auto-play act by the BOT policies of §10; a tabletop battle pauses them (BOT-5). */
export const coreAutoPlay: AutoPlay = {
  campaign: selectCampaign,
  paused,
  command: (state) => {
    const campaign = selectCampaign(state);
    return campaign && campaign.status === 'running' ? autoPlayCommand(campaign) : null;
  },
};

/** Core's "Simulate to the end": every player on auto-play (BOT-1..5), tabletop battles by dice, until VICT. */
export const coreSimulation: Simulation<Campaign> = {
  campaign: selectCampaign,
  progress: (state) => state.play.simulation,
  progressed: (progress, maxTurns) => simulationProgressed(progress && { ...progress, maxTurns }),
  runId: (start) => `${start.id}-${start.log.length}-${Date.now()}`,
  next: (state) => autoPlayCommand(state, { everyone: true, tabletopByDice: true }),
  stuck: (state) => t('coreScreens:simulation.stuck', { phase: t(`log:phase.${state.turn.phase}`) }),
  turnWord: 'side-turns',
};

export const simulateToEnd = (maxTurns = SIMULATION_TURN_LIMIT): AppThunk =>
  simulate(coreSimulation, maxTurns);
export const stopSimulation = (): AppThunk => stopSimulating(coreSimulation);
