import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetsPlay } from './playReset';

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
    builder.addMatcher(resetsPlay, (state) => {
      state.message = null;
    });
  },
});

export const { playMessageShown, playMessageDismissed } = playMessageSlice.actions;
