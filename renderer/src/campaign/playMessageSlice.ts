import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { commandIssued, campaignStarted, autoPlayed } from './campaignActions';
import { redoRequested, undoRequested } from '../store/undoable';
import { resetsPlay } from './playReset';
import { replayTurnChosen } from './replaySlice';

/**
 * The GM's next action ends the toast (issue 15: toasts outlived it): a command (whose own news then replaces
 * it), undo, redo, a replay step, the campaign's start or an auto-played stretch.
 */
const isNextAction = (action: UnknownAction): boolean =>
  [commandIssued, campaignStarted, autoPlayed, undoRequested, redoRequested, replayTurnChosen].some(
    (creator) => creator.match(action),
  );

export interface PlayMessage {
  readonly kind: 'refusal' | 'note';
  /** Always starts with the rule ID for refusals (GEN-10): "MOVE-9: …". */
  readonly text: string;
}

/** The toast: the last refusal or note shown over the map. */
export interface PlayMessageState {
  readonly message: PlayMessage | null;
}

const initialState: PlayMessageState = { message: null };

export const playMessageSlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    playMessageShown(state, action: PayloadAction<PlayMessage>) {
      state.message = action.payload;
    },
    playMessageDismissed(state) {
      state.message = null;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => resetsPlay(action) || isNextAction(action),
      (state) => {
        state.message = null;
      },
    );
  },
});

export const { playMessageShown, playMessageDismissed } = playMessageSlice.actions;
