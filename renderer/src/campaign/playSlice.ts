import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { playMessageSlice, type PlayMessageState } from './playMessageSlice';
import { playModeSlice, type PlayModeState } from './playModeSlice';
import { replaySlice, type ReplayState } from './replaySlice';
import { selectionSlice, type SelectionState } from './selectionSlice';
import { setupPlacingSlice, type SetupPlacingState } from './setupPlacingSlice';

export type { AppMode } from '../store/appMode';
export * from './playModeSlice';
export * from './selectionSlice';
export * from './replaySlice';
export * from './playMessageSlice';
export * from './setupPlacingSlice';

/**
 * How the campaign is being looked at and handled (never part of the document or its history, STYLE.md): one
 * flat `state.play`, written by one slice per concern (screen mode and dice, the army in hand and its drag,
 * replay and the history filter, the toast, setup placing). Each slice owns its fields and reset rules; all are
 * named `play`, so the action types are the same as when they were one slice.
 */
export type PlayState = PlayModeState & SelectionState & ReplayState & PlayMessageState & SetupPlacingState;

const PARTS = [playModeSlice, selectionSlice, replaySlice, playMessageSlice, setupPlacingSlice] as const;
type Part = { getInitialState(): object; reducer: Reducer<object, UnknownAction, object | undefined> };
const FIELDS = (PARTS as readonly Part[]).map((part) => Object.keys(part.getInitialState()));

function pick(state: PlayState, fields: readonly string[]): object {
  const out: Record<string, unknown> = {};
  for (const field of fields) out[field] = (state as unknown as Record<string, unknown>)[field];
  return out;
}

/** The slices side by side in one object; the same object back when no slice changed (selectors rely on it). */
function playReducer(state: PlayState | undefined, action: UnknownAction): PlayState {
  let next: Record<string, unknown> | null = state === undefined ? {} : null;
  (PARTS as readonly Part[]).forEach((part, index) => {
    const before = state === undefined ? undefined : pick(state, FIELDS[index]!);
    const after = part.reducer(before, action);
    if (after !== before) Object.assign((next ??= { ...state }), after);
  });
  return (next ?? state) as PlayState;
}

export const playSlice = {
  reducer: playReducer,
  getInitialState: (): PlayState => playReducer(undefined, { type: '@@play/init' }),
};
