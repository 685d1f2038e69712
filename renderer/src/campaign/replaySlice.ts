import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetsPlay } from './playReset';

export type HistoryFilter = 'all' | 'moves' | 'battles' | 'dice';

/** Replay and the history list: which past side-turn is shown and which events the list shows. */
export interface ReplayState {
  /** Replay (read-only): the side-turn shown, folded from the event log; null is the live campaign. */
  readonly replayTurn: number | null;
  /**
   * Step-by-step replay (issue 15): the map shows the campaign just after the event with this `seq`
   * (history/replaySteps.ts); null when replay shows whole side-turns. Set together with `replayTurn`.
   */
  readonly replaySeq: number | null;
  readonly historyFilter: HistoryFilter;
}

const initialState: ReplayState = { replayTurn: null, replaySeq: null, historyFilter: 'all' };

export const replaySlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    replayTurnChosen(state, action: PayloadAction<number | null>) {
      state.replayTurn = action.payload;
      state.replaySeq = null;
    },
    /** One step of the step-by-step replay, or null for the live campaign. */
    replayStepChosen(state, action: PayloadAction<{ turn: number; seq: number } | null>) {
      state.replayTurn = action.payload?.turn ?? null;
      state.replaySeq = action.payload?.seq ?? null;
    },
    historyFilterChosen(state, action: PayloadAction<HistoryFilter>) {
      state.historyFilter = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(resetsPlay, (state) => {
      state.replayTurn = null;
      state.replaySeq = null;
    });
  },
});

export const { replayTurnChosen, replayStepChosen, historyFilterChosen } = replaySlice.actions;
