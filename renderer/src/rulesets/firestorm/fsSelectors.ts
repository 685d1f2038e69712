import { createSelector } from '@reduxjs/toolkit';
import { firestormCampaignOf } from '@shared/document';
import type { Viewer } from '@shared/kernel';
import type { FsState } from '@shared/rulesets/firestorm';
import type { RootState } from '../../app/store';
import { buildTerritoryBoard } from './fsBoard';

/** The document's Firestorm campaign, or null when there is none (or the campaign plays another ruleset). */
export const selectFirestorm = (state: RootState): FsState | null =>
  firestormCampaignOf(state.document.present);

/** Who looks at the screen (FS-ORDER-2): the GM, or one faction's seat. */
export const selectFsViewer = (state: RootState): Viewer => state.firestorm.viewer;

/** The faction whose seat is looking, or null for the GM. */
export const selectViewingFaction = createSelector([selectFirestorm, selectFsViewer], (fs, viewer) =>
  fs && viewer.kind === 'seat' ? (fs.factions.find((f) => f.id === viewer.id) ?? null) : null,
);

/** What the board draws, as the viewer may see it. */
export const selectTerritoryBoard = createSelector([selectFirestorm, selectFsViewer], (fs, viewer) =>
  fs ? buildTerritoryBoard(fs, viewer) : null,
);
