import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TentDeskStatus, TentOpened } from '@shared/ipc';

/**
 * The GM's desk for the order tent (issue 28): the links handed out, who has locked (never what), the desk's last
 * message, and the fingerprints the tent received, by submission ("turn:faction"), shown beside the engine's at the
 * reveal. Not part of the document: the tent lives only while it is open.
 */
export interface TentState {
  readonly opened: TentOpened | null;
  readonly status: TentDeskStatus | null;
  readonly message: string | null;
  readonly receipts: Readonly<Record<string, string>>;
}

/** A submission's key: "turn:faction" (the log's reveal looks receipts up by it). */
export const receiptKey = (turn: number, faction: string): string => `${turn}:${faction}`;

const initialState: TentState = { opened: null, status: null, message: null, receipts: {} };

export const tentSlice = createSlice({
  name: 'tent',
  initialState,
  reducers: {
    tentOpened(state, action: PayloadAction<TentOpened>) {
      state.opened = action.payload as never;
      state.status = null;
      state.message = null;
    },
    tentStatusRead(state, action: PayloadAction<TentDeskStatus | null>) {
      state.status = action.payload as never;
    },
    tentMessageShown(state, action: PayloadAction<string | null>) {
      state.message = action.payload;
    },
    tentReceiptsTaken(state, action: PayloadAction<Record<string, string>>) {
      Object.assign(state.receipts, action.payload);
    },
    tentClosed(state) {
      state.opened = null;
      state.status = null;
    },
  },
});

export const { tentOpened, tentStatusRead, tentMessageShown, tentReceiptsTaken, tentClosed } =
  tentSlice.actions;
