import type { CampaignRulesetId } from '@shared/document';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HexKey } from '@shared/hex';
import { resetsPlay } from './playReset';

/** The rulesets a campaign can be set up and played with in the Campaign tab (app/rulesetViews.ts). */
/** A ruleset played on the campaign map: the document's own list (DATA-1), so a new one needs no edit here. */
export type CampaignRuleset = CampaignRulesetId;

export interface SetupPlacing {
  readonly playerId: string;
  readonly what: 'fortress' | 'army';
  readonly legal: HexKey[];
}

/** Setup on the map (SETUP-3/4): whose fortress or armies the next clicks place, and the last hex placed. */
export interface SetupPlacingState {
  /** The ruleset the next campaign is set up with (a running campaign names its own). */
  readonly setupRuleset: CampaignRuleset;
  /** The player whose fortress (SETUP-3) or armies (SETUP-4) the next map clicks place, with the legal hexes. */
  readonly setupPlacing: SetupPlacing | null;
  /** The last hex placed on the map, for the setup form to take in. */
  readonly setupPlaced: (Omit<SetupPlacing, 'legal'> & { readonly hex: HexKey }) | null;
}

const initialState: SetupPlacingState = { setupRuleset: 'core', setupPlacing: null, setupPlaced: null };

export const setupPlacingSlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    setupRulesetChosen(state, action: PayloadAction<CampaignRuleset>) {
      state.setupRuleset = action.payload;
      state.setupPlacing = null;
    },
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

export const { setupRulesetChosen, setupPlacingChosen, setupHexPlaced } = setupPlacingSlice.actions;
