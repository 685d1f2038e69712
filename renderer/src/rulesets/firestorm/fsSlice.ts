import { t } from '@shared/i18n';
import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { HexKey } from '@shared/hex';
import { GM_VIEWER, type Viewer } from '@shared/kernel';
import { documentReplaced } from '../../document/documentSlice';
import { resetsPlay } from '../../campaign/playReset';
import { initialFsDraft, type FsSetupDraft } from './setup/fsSetupDraft';

/**
 * What the board shows over the territories while a faction handles a banner (the turn side fills it: legal
 * steps of the banner picked up, the path being dragged, retreat or scatter hexes to pick).
 */
export interface FsBoardMarks {
  /** Hexes the picked-up banner may step to (FS-ORDER-3), or any hexes to offer. */
  readonly reachable: readonly HexKey[];
  /** The path being given, from the banner's hex (HEX-9). */
  readonly path: readonly HexKey[];
  /** The hex under the pointer when a drop there would be refused. */
  readonly refused: HexKey | null;
  /** Retreat or scatter destinations to pick (FS-RETREAT, FS-SCATTER-1). */
  readonly choices: readonly HexKey[];
}

export const NO_FS_MARKS: FsBoardMarks = { reachable: [], path: [], refused: null, choices: [] };

/** Setup: what the next map click places (a faction's Lord's Tower, FS-SETUP-3, or a special territory, FS-MAP-3). */
export type FsSetupPlacing =
  { readonly what: 'tower'; readonly faction: number } | { readonly what: 'special' };

/**
 * How a Firestorm campaign is being looked at. Never part of the document or its history (STYLE.md): the viewer
 * decides what the board may show (FS-ORDER-2), the picks and marks are the pointer's.
 */
export interface FirestormViewState {
  /** Who looks at the screen: the GM (everything) or one faction's seat (its own orders, revealed ones). */
  readonly viewer: Viewer;
  /** The banner picked up (clicked or pressed to drag). */
  readonly selectedBannerId: string | null;
  readonly dragging: boolean;
  readonly marks: FsBoardMarks;
  readonly legendOpen: boolean;
  readonly setupPlacing: FsSetupPlacing | null;
  /** Setup: the last hex clicked while placing, for the setup form to take in. */
  readonly setupPlaced: {
    readonly placing: FsSetupPlacing;
    readonly hex: HexKey;
    readonly seq: number;
  } | null;
  /** The setup form (FS-SETUP-1..4, FS-MAP-3), here so the board shows each placement as it is edited. */
  readonly setupDraft: FsSetupDraft;
}

const initialState: FirestormViewState = {
  viewer: GM_VIEWER,
  selectedBannerId: null,
  dragging: false,
  marks: NO_FS_MARKS,
  legendOpen: true,
  setupPlacing: null,
  setupPlaced: null,
  setupDraft: initialFsDraft(),
};

export const firestormSlice = createSlice({
  name: 'firestorm',
  initialState,
  reducers: {
    fsViewerChosen(state, action: PayloadAction<Viewer>) {
      state.viewer = action.payload;
      state.selectedBannerId = null;
      state.dragging = false;
      state.marks = NO_FS_MARKS as Draft<FsBoardMarks>;
    },
    fsBannerPickedUp(state, action: PayloadAction<{ bannerId: string | null; dragging?: boolean }>) {
      state.selectedBannerId = action.payload.bannerId;
      state.dragging = action.payload.bannerId !== null && action.payload.dragging === true;
    },
    fsDragEnded(state) {
      state.dragging = false;
    },
    fsMarksShown(state, action: PayloadAction<FsBoardMarks>) {
      state.marks = action.payload as Draft<FsBoardMarks>;
    },
    fsLegendToggled(state) {
      state.legendOpen = !state.legendOpen;
    },
    fsSetupPlacingChosen(state, action: PayloadAction<FsSetupPlacing | null>) {
      state.setupPlacing = action.payload;
    },
    fsSetupDraftChanged(state, action: PayloadAction<FsSetupDraft>) {
      state.setupDraft = action.payload as Draft<FsSetupDraft>;
    },
    fsSetupHexPlaced(state, action: PayloadAction<{ placing: FsSetupPlacing; hex: HexKey }>) {
      const { placing, hex } = action.payload;
      state.setupPlaced = { ...action.payload, seq: (state.setupPlaced?.seq ?? 0) + 1 };
      state.setupPlacing = null;
      const draft = state.setupDraft;
      if (placing.what === 'tower') {
        // FS-SETUP-3: one faction per start hex; a faction moved onto another's chosen hex takes it over.
        for (const faction of draft.factions) if (faction.tower === hex) delete faction.tower;
        const faction = draft.factions[placing.faction];
        if (faction) faction.tower = hex;
      } else if (!draft.specials[hex]) {
        // FS-MAP-3: a special territory is worth 2 glory unless the GM says otherwise.
        const n = Object.keys(draft.specials).length + 1;
        draft.specials[hex] = { name: t('firestorm:specials.defaultName', { number: n }), glory: 2 };
      }
    },
  },
  extraReducers: (builder) => {
    const reset = (state: Draft<FirestormViewState>) => {
      state.selectedBannerId = null;
      state.dragging = false;
      state.marks = NO_FS_MARKS as Draft<FsBoardMarks>;
      state.setupPlacing = null;
      state.viewer = GM_VIEWER;
    };
    builder.addMatcher((action) => resetsPlay(action), reset);
    // Another map: placements made on the old one mean nothing there.
    builder.addMatcher(documentReplaced.match, (state) => {
      state.setupDraft = initialFsDraft() as Draft<FsSetupDraft>;
    });
  },
});

export const {
  fsViewerChosen,
  fsBannerPickedUp,
  fsDragEnded,
  fsMarksShown,
  fsLegendToggled,
  fsSetupPlacingChosen,
  fsSetupDraftChanged,
  fsSetupHexPlaced,
} = firestormSlice.actions;
