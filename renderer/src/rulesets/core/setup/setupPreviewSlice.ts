import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Campaign } from '@shared/rulesets/core';
import type { CampaignMap } from '@shared/map';

/** What the setup form would start (setupPreview), drawn on the map before Start; null outside setup. */
export interface SetupPreviewState {
  readonly preview: Campaign | { readonly map: CampaignMap } | null;
}

const initialState: SetupPreviewState = { preview: null };

export const setupPreviewSlice = createSlice({
  name: 'setupPreview',
  initialState,
  reducers: {
    setupPreviewChanged(state, action: PayloadAction<SetupPreviewState['preview']>) {
      // Stored as given (never drafted): the preview is a whole campaign, replaced at every form change.
      (state as { preview: unknown }).preview = action.payload;
    },
  },
});

export const { setupPreviewChanged } = setupPreviewSlice.actions;
