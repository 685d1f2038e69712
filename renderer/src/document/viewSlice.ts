import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HexKey } from '@shared/hex';
import type { Camera } from '../canvas';
import { documentReplaced } from './documentSlice';

/** How the map is looked at. Never part of the document or its undo history (STYLE.md). */
export interface ViewState {
  /** null means "fit the map to the window at the next chance" (after start and after a new map). */
  readonly camera: Camera | null;
  /** Hexes to centre the camera on at the next chance (a faction's banners when its view opens, issue 27). */
  readonly focus: readonly HexKey[] | null;
  readonly hoverHex: HexKey | null;
  readonly selectedHex: HexKey | null;
  readonly showCoordinates: boolean;
  readonly newMapDialogOpen: boolean;
  /**
   * Screen pixels along the board's left edge that an open legend covers (0 when closed): a fitted map is fitted
   * beside it, so the legend hides no army at fit (issue 27).
   */
  readonly legendInset: number;
  /** Counts the documents shown (opened, generated, a demo, a recovery): a new one starts the side panel at its top. */
  readonly documentsShown: number;
}

const initialState: ViewState = {
  camera: null,
  focus: null,
  hoverHex: null,
  selectedHex: null,
  showCoordinates: false,
  newMapDialogOpen: false,
  legendInset: 0,
  documentsShown: 0,
};

export const viewSlice = createSlice({
  name: 'view',
  initialState,
  reducers: {
    cameraMoved(state, action: PayloadAction<Camera>) {
      state.camera = action.payload;
    },
    fitRequested(state) {
      state.camera = null;
      state.focus = null;
    },
    focusRequested(state, action: PayloadAction<readonly HexKey[]>) {
      state.focus = [...action.payload];
    },
    focusShown(state, action: PayloadAction<Camera>) {
      state.camera = action.payload;
      state.focus = null;
    },
    hexHovered(state, action: PayloadAction<HexKey | null>) {
      state.hoverHex = action.payload;
    },
    hexSelected(state, action: PayloadAction<HexKey | null>) {
      state.selectedHex = action.payload;
    },
    coordinatesToggled(state) {
      state.showCoordinates = !state.showCoordinates;
    },
    newMapDialogOpened(state) {
      state.newMapDialogOpen = true;
    },
    newMapDialogClosed(state) {
      state.newMapDialogOpen = false;
    },
    legendMeasured(state, action: PayloadAction<number>) {
      state.legendInset = Math.max(0, Math.round(action.payload));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(documentReplaced, (state) => {
      state.camera = null;
      state.focus = null;
      state.hoverHex = null;
      state.selectedHex = null;
      state.newMapDialogOpen = false;
      state.documentsShown++;
    });
  },
});

export const {
  legendMeasured,
  cameraMoved,
  fitRequested,
  focusRequested,
  focusShown,
  hexHovered,
  hexSelected,
  coordinatesToggled,
  newMapDialogOpened,
  newMapDialogClosed,
} = viewSlice.actions;
