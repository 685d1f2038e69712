import type { UnknownAction } from '@reduxjs/toolkit';
import { stepAny, type GameCommand } from '@shared/rulesets';
import type { CampaignState } from '@shared/document';
import type { AppThunk, RootState } from '../app/store';
import { autoPlayed } from './campaignActions';
import { playMessageShown } from './playSlice';
import { runInChunks } from './runInChunks';
import { t } from '@shared/i18n';

/** How far a simulation has come: campaign turns (or side-turns) done and commands given. */
export interface SimulationProgress {
  readonly turn: number;
  readonly commands: number;
}

/**
 * What "Simulate to the end" needs from one campaign ruleset: where its campaign and its progress live, the command
 * its BOT policies give for everyone, and its words. The loop itself (chunks between frames, one undo step, Stop)
 * is the same for every ruleset.
 */
export interface Simulation<S extends CampaignState> {
  /** The running campaign of this ruleset, or null. */
  readonly campaign: (state: RootState) => S | null;
  /** The progress shown while a simulation runs; null when none runs (Stop clears it). */
  readonly progress: (state: RootState) => unknown;
  /** The action that shows the progress (null: the simulation ended). */
  readonly progressed: (progress: SimulationProgress | null, maxTurns: number) => UnknownAction;
  /** Names this run's chunks, so they make one undo step. */
  readonly runId: (start: S) => string;
  /** The command every player's BOT policy gives now; undefined when there is none. */
  readonly next: (state: S) => GameCommand | undefined;
  /** Why the run stops when there is no command to give. */
  readonly stuck: (state: S) => string;
  /** "side-turns" or "turns": what the limit counts (campaign:simulation.limit.*, issue 32). */
  readonly turnWord: 'side-turns' | 'turns';
}

/**
 * "Simulate to the end" (issue §7): every player on auto-play until the campaign ends, the turn limit passes, or the
 * GM presses Stop. Runs in chunks between frames (runInChunks); each chunk hands its state to the store, and the
 * whole run is one undo step.
 */
export function simulate<S extends CampaignState>(sim: Simulation<S>, maxTurns: number): AppThunk {
  return (dispatch, getState) => {
    const start = sim.campaign(getState());
    if (!start || start.status !== 'running' || sim.progress(getState()) !== null) return;
    const runId = sim.runId(start);
    dispatch(sim.progressed({ turn: start.turn.number, commands: 0 }, maxTurns));
    runInChunks<S>({
      // Stop pressed (or the document replaced): the progress was cleared.
      current: () => (sim.progress(getState()) === null ? null : sim.campaign(getState())),
      going: (state) => state.status === 'running' && state.turn.number <= maxTurns,
      advance: (state) => {
        const command = sim.next(state);
        if (!command) return { stuck: sim.stuck(state) };
        const result = stepAny<S>(state, command);
        if (!result.ok) return { stuck: result.violations.map((v) => `${v.ruleId}: ${v.message}`).join(' ') };
        return { state: result.state };
      },
      handOver: (state, commands) => dispatch(autoPlayed({ state, commands, runId })),
      progressed: (state, total) =>
        dispatch(sim.progressed({ turn: state.turn.number, commands: total }, maxTurns)),
      finished: (state, total, stuck) => {
        dispatch(sim.progressed(null, maxTurns));
        const text =
          stuck ??
          (state.status === 'ended'
            ? t('campaign:simulation.done', { count: total })
            : t(`campaign:simulation.limit.${sim.turnWord === 'turns' ? 'turns' : 'sideTurns'}`, {
                max: maxTurns,
                count: total,
              }));
        dispatch(playMessageShown({ kind: stuck ? 'refusal' : 'note', text }));
      },
    });
  };
}

/** Stop pressed: the next chunk sees the cleared progress and ends; what was simulated stays (undoable). */
export function stopSimulating<S extends CampaignState>(sim: Simulation<S>): AppThunk {
  return (dispatch) => {
    dispatch(sim.progressed(null, 0));
    dispatch(playMessageShown({ kind: 'note', text: t('campaign:simulation.stopped') }));
  };
}
