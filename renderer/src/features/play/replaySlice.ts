import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetsPlay } from './playReset';

export type HistoryFilter = 'all' | 'moves' | 'battles' | 'dice';

/** Replay and the history list: which past side-turn is shown and which events the list shows. */
export interface ReplayState {
  /** Replay (read-only): the side-turn shown, folded from the event log; null is the live campaign. */
  readonly replayTurn: number | null;
  readonly historyFilter: HistoryFilter;
}

const initialState: ReplayState = { replayTurn: null, historyFilter: 'all' };

export const replaySlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    replayTurnChosen(state, action: PayloadAction<number | null>) {
      state.replayTurn = action.payload;
    },
    historyFilterChosen(state, action: PayloadAction<HistoryFilter>) {
      state.historyFilter = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(resetsPlay, (state) => {
      state.replayTurn = null;
    });
  },
});

export const { replayTurnChosen, historyFilterChosen } = replaySlice.actions;
