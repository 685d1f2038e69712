import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BattleId } from '@shared/rulesets/core';
import type { AppMode } from '../store/appMode';
import { assaultBound, assaultRecordOpened, defenseClosed, defenseOpened } from './subGameActions';
import { resetsPlay } from './playReset';

/** The screen shown and how the GM plays on it: mode, physical dice, the battle panel, auto-play progress. */
export interface PlayModeState {
  readonly mode: AppMode;
  /** MOVE-2: the GM rolls physical dice and types the D3 in, instead of the app rolling. */
  readonly physicalDice: boolean;
  /** The battle shown in the battle panel; null shows the first pending one. */
  readonly battleId: BattleId | null;
  /** "Simulate to the end" progress: side-turns done of the limit; null when not running. */
  readonly simulation: { readonly turn: number; readonly maxTurns: number; readonly commands: number } | null;
}

const initialState: PlayModeState = {
  mode: 'campaign',
  physicalDice: false,
  battleId: null,
  simulation: null,
};

/** Named `play` like its siblings, so action types stay `play/…` (one play state, split by concern). */
export const playModeSlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    modeChosen(state, action: PayloadAction<AppMode>) {
      state.mode = action.payload;
    },
    physicalDiceToggled(state) {
      state.physicalDice = !state.physicalDice;
    },
    battleShown(state, action: PayloadAction<BattleId | null>) {
      state.battleId = action.payload;
    },
    simulationProgressed(state, action: PayloadAction<PlayModeState['simulation']>) {
      state.simulation = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The settlement defense is a mode: opening it (its tab, or a campaign settlement, ANV-1) shows its tab, and
    // "Back to the campaign" shows the campaign's.
    builder
      .addCase(defenseOpened, (state) => {
        state.mode = 'defense';
      })
      // LOC-7: a campaign's fortress battle resolved by assault opens the Assault tab on it.
      .addCase(assaultBound, (state) => {
        state.mode = 'assault';
      })
      // A past fortress battle's assault replayed from the history shows there too (a saved record is opened there).
      .addCase(assaultRecordOpened, (state) => {
        state.mode = 'assault';
      })
      .addCase(defenseClosed, (state) => {
        if (state.mode === 'defense') state.mode = 'campaign';
      })
      .addMatcher(resetsPlay, (state) => {
        state.battleId = null;
      });
  },
});

export const { modeChosen, physicalDiceToggled, battleShown, simulationProgressed } = playModeSlice.actions;
