import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HexKey } from '@shared/hex';
import { resetsPlay } from './playReset';

export interface SetupPlacing {
  readonly playerId: string;
  readonly what: 'fortress' | 'army';
  readonly legal: HexKey[];
}

/** Setup on the map (SETUP-3/4): whose fortress or armies the next clicks place, and the last hex placed. */
export interface SetupPlacingState {
  /** The player whose fortress (SETUP-3) or armies (SETUP-4) the next map clicks place, with the legal hexes. */
  readonly setupPlacing: SetupPlacing | null;
  /** The last hex placed on the map, for the setup form to take in. */
  readonly setupPlaced: (Omit<SetupPlacing, 'legal'> & { readonly hex: HexKey }) | null;
}

const initialState: SetupPlacingState = { setupPlacing: null, setupPlaced: null };

export const setupPlacingSlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    setupPlacingChosen(state, action: PayloadAction<SetupPlacing | null>) {
      state.setupPlacing = action.payload;
    },
    setupHexPlaced(state, action: PayloadAction<NonNullable<SetupPlacingState['setupPlaced']>>) {
      state.setupPlaced = action.payload;
      // A fortress is one click; armies are placed one click each until the GM is done.
      if (action.payload.what === 'fortress') state.setupPlacing = null;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(resetsPlay, (state) => {
      state.setupPlacing = null;
    });
  },
});

export const { setupPlacingChosen, setupHexPlaced } = setupPlacingSlice.actions;
