import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { Viewer } from '@shared/kernel';
import type { OrderSpec } from '@shared/rulesets/firestorm';
import { resetsPlay } from '../../../campaign/playReset';

/**
 * Where the hot-seat hand-over stands (FS-ORDER-2: one faction at the device at a time). `pass`: "Pass to Ash —
 * nobody else look" hides everything; `orders`: Ash's player gives orders, only Ash's are on screen; `locked`: the
 * orders are in and the fingerprint is shown before the device moves on.
 */
export interface HotSeat {
  readonly faction: string;
  readonly stage: 'pass' | 'orders' | 'locked';
  readonly fingerprint?: string;
  /** Factions still to come in this round, in order. */
  readonly queue: readonly string[];
  /** The view to go back to after the round (the GM's, or the faction the GM's view is locked to). */
  readonly returnTo: Viewer;
}

/** What a player at a distance sends the GM, shown after "Export for the GM". */
export interface OrderExportShown {
  readonly faction: string;
  readonly code: string;
  readonly file: string;
  readonly fingerprint: string;
}

/**
 * The turn side of a Firestorm campaign on this device. Never part of the document (STYLE.md): orders being drafted
 * are a player's secret until locked, so they live here, per faction; only the faction at the device sees its own.
 */
export interface FsTurnState {
  readonly hotSeat: HotSeat | null;
  readonly drafts: Readonly<Record<string, Readonly<Record<string, OrderSpec>>>>;
  readonly exported: OrderExportShown | null;
  /** The battle the panels show; null: the first open one. */
  readonly battleHex: string | null;
  /**
   * GEN-6: factions played by the BOT policies. Decision: kept on this device, not in the document (FsState has no
   * auto-play setting); a reopened file starts with every faction played by its players.
   */
  readonly autoPlay: readonly string[];
  /** "Simulate to the end" progress; null when not running. */
  readonly simulation: { readonly turn: number; readonly commands: number } | null;
}

const initialState: FsTurnState = {
  hotSeat: null,
  drafts: {},
  exported: null,
  battleHex: null,
  autoPlay: [],
  simulation: null,
};

export const fsTurnSlice = createSlice({
  name: 'fsTurn',
  initialState,
  reducers: {
    hotSeatShown(state, action: PayloadAction<HotSeat | null>) {
      state.hotSeat = action.payload as Draft<HotSeat> | null;
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
    orderExportShown(state, action: PayloadAction<OrderExportShown | null>) {
      state.exported = action.payload;
    },
    fsBattleShown(state, action: PayloadAction<string | null>) {
      state.battleHex = action.payload;
    },
    fsAutoPlaySet(state, action: PayloadAction<{ faction: string; on: boolean }>) {
      const { faction, on } = action.payload;
      state.autoPlay = on
        ? [...new Set([...state.autoPlay, faction])]
        : state.autoPlay.filter((f) => f !== faction);
    },
    fsSimulationProgressed(state, action: PayloadAction<FsTurnState['simulation']>) {
      state.simulation = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another document or a new campaign: nobody's draft, screen or auto-play carries over.
    builder.addMatcher(
      (action) => resetsPlay(action),
      () => initialState,
    );
  },
});

export const {
  hotSeatShown,
  draftOrderSet,
  draftCleared,
  orderExportShown,
  fsBattleShown,
  fsAutoPlaySet,
  fsSimulationProgressed,
} = fsTurnSlice.actions;
