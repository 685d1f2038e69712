import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderSpec } from '@shared/rulesets/firestorm';
import { documentReplaced } from '../document/documentSlice';
import { resetsPicks } from '../../app/documentParts';

/** Where the hot-seat hand-over stands (FS-ORDER-2: one faction at the device at a time). */
export type HotSeatScreen =
  /** "Pass to Ash — nobody else look": the screen hides everything until Ash's player says it is them. */
  | { readonly faction: string; readonly stage: 'pass' }
  /** Ash's player gives orders; only Ash's orders are on screen. */
  | { readonly faction: string; readonly stage: 'orders' }
  /** Ash's orders are locked (or exported): the fingerprint is shown, then the device goes back. */
  | {
      readonly faction: string;
      readonly stage: 'locked';
      readonly fingerprint: string;
      readonly code?: string;
    };

/**
 * The turn side of a Firestorm campaign on this device. Never part of the document (STYLE.md): orders being drafted
 * are a player's secret until locked, so they live here, per faction, and only the faction at the device sees its
 * own draft.
 */
export interface FsTurnState {
  readonly hotSeat: HotSeatScreen | null;
  /** Draft orders per faction, per banner. */
  readonly drafts: Readonly<Record<string, Readonly<Record<string, OrderSpec>>>>;
  /** The GM plays a faction: the view is locked to that faction's seat until unlocked on purpose. */
  readonly gmLockedTo: string | null;
  /** "Decide for me" and the battle the panels show; null: the first open one. */
  readonly battleHex: string | null;
}

const initialState: FsTurnState = { hotSeat: null, drafts: {}, gmLockedTo: null, battleHex: null };

export const fsTurnSlice = createSlice({
  name: 'fsTurn',
  initialState,
  reducers: {
    hotSeatShown(state, action: PayloadAction<HotSeatScreen | null>) {
      state.hotSeat = action.payload as Draft<HotSeatScreen> | null;
    },
    draftOrderSet(state, action: PayloadAction<{ faction: string; order: OrderSpec }>) {
      const { faction, order } = action.payload;
      state.drafts[faction] = { ...state.drafts[faction], [order.banner]: order } as Draft<
        Record<string, OrderSpec>
      >;
    },
    draftCleared(state, action: PayloadAction<string>) {
      delete state.drafts[action.payload];
    },
    gmViewLocked(state, action: PayloadAction<string | null>) {
      state.gmLockedTo = action.payload;
    },
    fsBattleShown(state, action: PayloadAction<string | null>) {
      state.battleHex = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another document or a new campaign: nobody's draft or screen carries over.
    builder.addMatcher(
      (action) => documentReplaced.match(action) || resetsPicks(action),
      () => initialState,
    );
  },
});

export const { hotSeatShown, draftOrderSet, draftCleared, gmViewLocked, fsBattleShown } = fsTurnSlice.actions;
