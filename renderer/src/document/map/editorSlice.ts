import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { HexKey } from '@shared/hex';
import type { PlayerId, SettlementType, Terrain } from '@shared/map';
import type { BrushRadius } from '@shared/mapedit';
import { documentReplaced } from '../documentSlice';
import type { Tool } from './tools';

/** Tool settings and transient pointer state. Never part of the document or its history. */
export interface EditorState {
  readonly tool: Tool;
  readonly terrain: Terrain;
  readonly brushRadius: BrushRadius;
  readonly settlementType: SettlementType;
  /** Owner of the next fortress (SETUP-3); null until a player is picked. */
  readonly fortressOwner: PlayerId | null;
  /** The controller the control tool sets: a player, or null for neutral (SETUP-7). */
  readonly controller: PlayerId | null;
  /** The id of the brush stroke in progress (pointer down → up), or null. */
  readonly strokeId: string | null;
  /** The settlement picked up by the move tool, waiting for its new hex. */
  readonly moveFrom: HexKey | null;
  /** The last message for the status bar; refusals carry the rule ID. */
  readonly status: { readonly kind: 'info' | 'refusal'; readonly text: string } | null;
}

const initialState: EditorState = {
  tool: 'select',
  terrain: 'forest',
  brushRadius: 0,
  settlementType: 'village',
  fortressOwner: null,
  controller: null,
  strokeId: null,
  moveFrom: null,
  status: null,
};

export const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    toolChosen(state, action: PayloadAction<Tool>) {
      state.tool = action.payload;
      state.moveFrom = null;
      state.strokeId = null;
    },
    terrainChosen(state, action: PayloadAction<Terrain>) {
      state.terrain = action.payload;
    },
    brushRadiusChosen(state, action: PayloadAction<BrushRadius>) {
      state.brushRadius = action.payload;
    },
    settlementTypeChosen(state, action: PayloadAction<SettlementType>) {
      state.settlementType = action.payload;
    },
    fortressOwnerChosen(state, action: PayloadAction<PlayerId | null>) {
      state.fortressOwner = action.payload;
    },
    controllerChosen(state, action: PayloadAction<PlayerId | null>) {
      state.controller = action.payload;
    },
    /** The stroke id is made here, in `prepare`, so the reducer stays free of randomness (STYLE.md). */
    strokeStarted: {
      reducer(state, action: PayloadAction<{ strokeId: string }>) {
        state.strokeId = action.payload.strokeId;
      },
      prepare: () => ({ payload: { strokeId: nanoid() } }),
    },
    strokeEnded(state) {
      state.strokeId = null;
    },
    settlementPickedUp(state, action: PayloadAction<HexKey | null>) {
      state.moveFrom = action.payload;
    },
    editRefused(state, action: PayloadAction<string>) {
      state.status = { kind: 'refusal', text: action.payload };
    },
    statusShown(state, action: PayloadAction<string>) {
      state.status = { kind: 'info', text: action.payload };
    },
    statusDismissed(state) {
      state.status = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(documentReplaced, (state) => {
      // Players of the old map may not exist on the new one.
      state.fortressOwner = null;
      state.controller = null;
      state.moveFrom = null;
      state.strokeId = null;
    });
  },
});

export const {
  toolChosen,
  terrainChosen,
  brushRadiusChosen,
  settlementTypeChosen,
  fortressOwnerChosen,
  controllerChosen,
  strokeStarted,
  strokeEnded,
  settlementPickedUp,
  editRefused,
  statusShown,
  statusDismissed,
} = editorSlice.actions;
