import { createSelector } from '@reduxjs/toolkit';
import type { HexKey } from '@shared/hex';
import type { PlayerId } from '@shared/map';
import type { RootState } from '../../app/store';

export const selectDocument = (state: RootState) => state.document.present.mapDocument;
export const selectMap = (state: RootState) => state.document.present.mapDocument.map;
export const selectSides = (state: RootState) => state.document.present.mapDocument.sides;
export const selectSeed = (state: RootState) => state.document.present.mapDocument.seed;
export const selectParams = (state: RootState) => state.document.present.mapDocument.params;
export const selectCanUndo = (state: RootState) => state.document.past.length > 0;
export const selectCanRedo = (state: RootState) => state.document.future.length > 0;

export interface PlayerInfo {
  readonly id: PlayerId;
  readonly name: string;
  readonly color: string;
  readonly sideName: string;
}

export const selectPlayers = createSelector([selectSides], (sides): PlayerInfo[] =>
  sides.flatMap((side) =>
    side.players.map((p) => ({ id: p.id, name: p.name, color: p.color, sideName: side.name })),
  ),
);

/** SETUP-2: each player's colour marks their control markers. */
export const selectPlayerColors = createSelector([selectPlayers], (players): Record<PlayerId, string> =>
  Object.fromEntries(players.map((p) => [p.id, p.color])),
);

/** The hex the info panel describes: the hovered one, else the selected one. */
export const selectInspectedHex = (state: RootState): HexKey | null =>
  state.view.hoverHex ?? state.view.selectedHex;
