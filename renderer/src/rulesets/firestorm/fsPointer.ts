import { t } from '@shared/i18n';
import { bannersAt, isTerritory } from '@shared/rulesets/firestorm';
import { setupPlacementProblem } from '@shared/rulesets/firestorm/queries/setupProblems';
import type { AppThunk, RootState } from '../../app/store';
import type { HexPointer } from '../../store/appMode';
import { playMessageShown } from '../../campaign/playSlice';
import { hexHovered, hexSelected } from '../../document/viewSlice';
import { FS_POINTER_TOOLS } from './fsParts';
import { selectFirestorm } from './fsSelectors';
import { fsBannerPickedUp, fsSetupHexPlaced } from './fsSlice';
import { selectMap } from '../../document/map/selectors';

/**
 * The Firestorm board's pointer: hover always; in setup a click places what the setup asked for (a Lord's Tower,
 * FS-SETUP-3, or a special territory, FS-MAP-3); in play the turn side's tools (FS_POINTER_TOOLS) go first, and a
 * click no tool takes selects the hex and the first banner on it.
 */
export function fsPointer(event: HexPointer): AppThunk {
  return (dispatch, getState) => {
    const { hex } = event;
    if (event.kind === 'move' || event.kind === 'leave') {
      const hovered = event.kind === 'leave' ? null : hex;
      if (hovered !== getState().view.hoverHex) dispatch(hexHovered(hovered));
    }
    const fs = selectFirestorm(getState());
    if (!fs) {
      const placing = getState().firestorm.setupPlacing;
      if (!placing || event.kind !== 'down' || !hex) {
        if (event.kind === 'down' && hex) dispatch(hexSelected(hex));
        return;
      }
      // The engine's set-up query says why a tower or special cannot go here (FS-SETUP-3, FS-MAP-3, FS-MAP-1).
      const refusal = setupPlacementProblem(selectMap(getState()), hex, placing.what);
      if (refusal) {
        dispatch(playMessageShown({ kind: 'refusal', text: refusal }));
        return;
      }
      dispatch(fsSetupHexPlaced({ placing, hex }));
      dispatch(hexSelected(hex));
      return;
    }
    for (const tool of FS_POINTER_TOOLS) if (dispatch(tool(event))) return;
    if (event.kind !== 'down' || !hex) return;
    dispatch(hexSelected(hex));
    const banner = isTerritory(fs, hex) ? bannersAt(fs, hex)[0] : undefined;
    dispatch(fsBannerPickedUp({ bannerId: banner?.id ?? null }));
  };
}

/** The status bar's hint for the Firestorm board. */
export function fsHint(state: RootState): string {
  const placing = state.firestorm.setupPlacing;
  if (!selectFirestorm(state)) {
    if (placing?.what === 'tower')
      return t('firestorm:hints.tower', {
        faction:
          state.firestorm.setupDraft.factions[placing.faction]?.name ?? t('firestorm:hints.theFaction'),
      });
    if (placing?.what === 'special') return t('firestorm:hints.special');
    return t('firestorm:hints.setup');
  }
  return t('firestorm:hints.play');
}
