import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { ArmyId, BattleId } from '@shared/rulesets/core';
import type { HexKey } from '@shared/hex';
import { documentReplaced } from '../document/documentSlice';
import type { AppMode } from '../../app/appModes';
import { resetsPicks } from '../../app/documentParts';

export type { AppMode } from '../../app/appModes';

/** The rulesets a campaign can be set up and played with in the Campaign tab (app/rulesetViews.ts). */
export type CampaignRuleset = 'core' | 'firestorm';

export type HistoryFilter = 'all' | 'moves' | 'battles' | 'dice';

export interface PlayMessage {
  readonly kind: 'refusal' | 'note';
  /** Always starts with the rule ID for refusals (GEN-10): "MOVE-9: …". */
  readonly text: string;
}

/** How the campaign is being looked at and handled. Never part of the document or its history (STYLE.md). */
export interface PlayState {
  readonly mode: AppMode;
  /** Setup: the ruleset the next campaign is set up with (a running campaign names its own). */
  readonly setupRuleset: CampaignRuleset;
  /** The army picked up (clicked, or pressed to drag), whose reachable hexes are highlighted. */
  readonly selectedArmyId: ArmyId | null;
  /** True between pressing an army and releasing the pointer (a drag in progress). */
  readonly dragging: boolean;
  readonly message: PlayMessage | null;
  /** MOVE-2: the GM rolls physical dice and types the D3 in, instead of the app rolling. */
  readonly physicalDice: boolean;
  /** The battle shown in the battle panel; null shows the first pending one. */
  readonly battleId: BattleId | null;
  /** Replay (read-only): the side-turn shown, folded from the event log; null is the live campaign. */
  readonly replayTurn: number | null;
  readonly historyFilter: HistoryFilter;
  /** "Simulate to the end" progress: side-turns done of the limit; null when not running. */
  readonly simulation: { readonly turn: number; readonly maxTurns: number; readonly commands: number } | null;
  /**
   * Setup: the player whose fortress (SETUP-3) or armies (SETUP-4) the next map clicks place, with the legal hexes
   * shown.
   */
  readonly setupPlacing: SetupPlacing | null;
  /** Setup: the last hex placed on the map, for the setup form to take in. */
  readonly setupPlaced: (Omit<SetupPlacing, 'legal'> & { readonly hex: HexKey }) | null;
}

const initialState: PlayState = {
  mode: 'campaign',
  setupRuleset: 'core',
  selectedArmyId: null,
  dragging: false,
  message: null,
  physicalDice: false,
  battleId: null,
  replayTurn: null,
  historyFilter: 'all',
  simulation: null,
  setupPlacing: null,
  setupPlaced: null,
};

export interface SetupPlacing {
  readonly playerId: string;
  readonly what: 'fortress' | 'army';
  readonly legal: HexKey[];
}

export const playSlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    modeChosen(state, action: PayloadAction<AppMode>) {
      state.mode = action.payload;
      state.selectedArmyId = null;
      state.dragging = false;
    },
    setupRulesetChosen(state, action: PayloadAction<CampaignRuleset>) {
      state.setupRuleset = action.payload;
      state.setupPlacing = null;
    },
    armyPickedUp(state, action: PayloadAction<{ armyId: ArmyId | null; dragging?: boolean }>) {
      state.selectedArmyId = action.payload.armyId;
      state.dragging = action.payload.armyId !== null && action.payload.dragging === true;
    },
    dragEnded(state) {
      state.dragging = false;
    },
    playMessageShown(state, action: PayloadAction<PlayMessage>) {
      state.message = action.payload;
    },
    playMessageDismissed(state) {
      state.message = null;
    },
    physicalDiceToggled(state) {
      state.physicalDice = !state.physicalDice;
    },
    battleShown(state, action: PayloadAction<BattleId | null>) {
      state.battleId = action.payload;
    },
    replayTurnChosen(state, action: PayloadAction<number | null>) {
      state.replayTurn = action.payload;
      state.selectedArmyId = null;
      state.dragging = false;
    },
    historyFilterChosen(state, action: PayloadAction<HistoryFilter>) {
      state.historyFilter = action.payload;
    },
    simulationProgressed(state, action: PayloadAction<PlayState['simulation']>) {
      state.simulation = action.payload;
    },
    setupPlacingChosen(state, action: PayloadAction<SetupPlacing | null>) {
      state.setupPlacing = action.payload;
    },
    setupHexPlaced(state, action: PayloadAction<NonNullable<PlayState['setupPlaced']>>) {
      state.setupPlaced = action.payload;
      // A fortress is one click; armies are placed one click each until the GM is done.
      if (action.payload.what === 'fortress') state.setupPlacing = null;
    },
  },
  extraReducers: (builder) => {
    const reset = (state: Draft<PlayState>) => {
      state.selectedArmyId = null;
      state.dragging = false;
      state.battleId = null;
      state.replayTurn = null;
      state.message = null;
      state.setupPlacing = null;
    };
    builder.addMatcher((action) => documentReplaced.match(action) || resetsPicks(action), reset);
  },
});

export const {
  modeChosen,
  setupRulesetChosen,
  armyPickedUp,
  dragEnded,
  playMessageShown,
  playMessageDismissed,
  physicalDiceToggled,
  battleShown,
  replayTurnChosen,
  historyFilterChosen,
  simulationProgressed,
  setupPlacingChosen,
  setupHexPlaced,
} = playSlice.actions;
