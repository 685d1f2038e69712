import type { HexKey } from '@shared/hex';
import type { AppThunk } from '../app/store';
import type { HexPointer } from '../store/appMode';
import { requestMapEdit } from '../document/map/requestMapEdit';
import { hexHovered, hexSelected } from '../document/viewSlice';
import {
  editRefused,
  settlementPickedUp,
  statusDismissed,
  statusShown,
  strokeEnded,
  strokeStarted,
} from '../document/map/editorSlice';
import { t } from '@shared/i18n';

export type { HexPointer } from '../store/appMode';

const PRIMARY_BUTTON = 0;

/**
 * The pointer tools as one small state machine per tool (tldraw): idle → pointing (stroke or picked settlement)
 * → idle. Hover and selection are view state; every change to the map goes through `requestMapEdit`.
 */
export function hexPointer(event: HexPointer): AppThunk {
  return (dispatch, getState) => {
    const { editor, view } = getState();
    const { hex } = event;
    if (event.kind === 'move' || event.kind === 'leave') {
      const hovered = event.kind === 'leave' ? null : hex;
      if (hovered !== view.hoverHex) dispatch(hexHovered(hovered));
      if (event.kind === 'leave' && editor.strokeId) dispatch(strokeEnded());
      if (event.kind === 'move' && editor.strokeId && hex) {
        dispatch(paintAt(hex, editor.strokeId));
      }
      return;
    }
    if (event.kind === 'up') {
      if (editor.strokeId) dispatch(strokeEnded());
      // Move by drag: dropping on another hex moves; dropping where it was picked keeps it picked (pick-then-drop).
      if (editor.tool === 'move' && editor.moveFrom && hex && hex !== editor.moveFrom) {
        dispatch(dropSettlement(editor.moveFrom, hex));
      }
      return;
    }
    if (event.button !== PRIMARY_BUTTON || !hex) return;
    dispatch(hexSelected(hex));
    const state = getState();
    const hexData = state.document.present.mapDocument.map.hexes[hex];
    switch (editor.tool) {
      case 'select':
        return;
      case 'brush': {
        const { payload } = dispatch(strokeStarted());
        dispatch(paintAt(hex, payload.strokeId));
        return;
      }
      case 'fill':
        dispatch(requestMapEdit({ kind: 'terrainFilled', start: hex, terrain: editor.terrain }));
        return;
      case 'settlement': {
        const owner = editor.settlementType === 'fortress' ? (editor.fortressOwner ?? undefined) : undefined;
        const placement = owner ? { type: editor.settlementType, owner } : { type: editor.settlementType };
        dispatch(requestMapEdit({ kind: 'settlementPlaced', hex, placement }));
        return;
      }
      case 'move':
        if (editor.moveFrom && editor.moveFrom !== hex) {
          dispatch(dropSettlement(editor.moveFrom, hex));
        } else if (hexData?.settlement) {
          dispatch(settlementPickedUp(hex));
          dispatch(
            statusShown(
              t('map:pickedUp', { settlement: t(`map:settlement.${hexData.settlement.type}`), hex }),
            ),
          );
        } else {
          dispatch(editRefused(t('map:nothingToMove', { hex })));
        }
        return;
      case 'remove':
        dispatch(requestMapEdit({ kind: 'settlementRemoved', hex }));
        return;
      case 'controller':
        dispatch(requestMapEdit({ kind: 'controllerChanged', hex, controller: editor.controller }));
        return;
      case 'river':
        dispatch(requestMapEdit({ kind: 'riverToggled', hex }));
        return;
      case 'bridge':
        dispatch(requestMapEdit({ kind: 'bridgeToggled', hex }));
        return;
    }
  };
}

function paintAt(hex: HexKey, strokeId: string): AppThunk {
  return (dispatch, getState) => {
    const { terrain, brushRadius } = getState().editor;
    dispatch(requestMapEdit({ kind: 'terrainPainted', centre: hex, radius: brushRadius, terrain, strokeId }));
  };
}

function dropSettlement(from: HexKey, to: HexKey): AppThunk {
  return (dispatch) => {
    const refusal = dispatch(requestMapEdit({ kind: 'settlementMoved', from, to }));
    // A refused drop keeps the settlement picked up, so the user can try another hex.
    if (refusal === null) {
      dispatch(settlementPickedUp(null));
      dispatch(statusDismissed());
      dispatch(hexSelected(to));
    }
  };
}
