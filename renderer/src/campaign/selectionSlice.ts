import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ArmyId } from '@shared/rulesets/core';
import { modeChosen } from './playModeSlice';
import { resetsPlay } from './playReset';
import { replayStepChosen, replayTurnChosen } from './replaySlice';

/** The army in hand: picked up by a click, or pressed and being dragged. */
export interface SelectionState {
  /** The army picked up (clicked, or pressed to drag), whose reachable hexes are highlighted. */
  readonly selectedArmyId: ArmyId | null;
  /** True between pressing an army and releasing the pointer (a drag in progress). */
  readonly dragging: boolean;
}

const initialState: SelectionState = { selectedArmyId: null, dragging: false };

const drop = (state: { selectedArmyId: ArmyId | null; dragging: boolean }) => {
  state.selectedArmyId = null;
  state.dragging = false;
};

export const selectionSlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    armyPickedUp(state, action: PayloadAction<{ armyId: ArmyId | null; dragging?: boolean }>) {
      state.selectedArmyId = action.payload.armyId;
      state.dragging = action.payload.armyId !== null && action.payload.dragging === true;
    },
    dragEnded(state) {
      state.dragging = false;
    },
  },
  extraReducers: (builder) => {
    // Another screen, a replayed turn or a new document: the army in hand is put back.
    builder
      .addCase(modeChosen, drop)
      .addCase(replayTurnChosen, drop)
      .addCase(replayStepChosen, drop)
      .addMatcher(resetsPlay, drop);
  },
});

export const { armyPickedUp, dragEnded } = selectionSlice.actions;
