import type { HexKey } from '@shared/hex';
import { bannerById, bannersAt, type OrderSpec } from '@shared/rulesets/firestorm';
import { dragPath, nextSteps, orderFromPath } from '@shared/rulesets/firestorm/submission';
import type { AppThunk } from '../../../app/store';
import type { HexPointer } from '../../../store/appMode';
import { selectFirestorm } from '../fsSelectors';
import { fsBannerPickedUp, fsDragEnded, fsMarksShown, NO_FS_MARKS } from '../fsSlice';
import { hexSelected } from '../../../document/viewSlice';
import { selectDraftingFaction } from './fsTurnSelectors';
import { draftOrderSet } from './fsTurnSlice';

const PRIMARY_BUTTON = 0;

/**
 * FS-ORDER-1..3 on the map: the faction at the device presses one of its banners and drags it along its path; the
 * legal next steps are highlighted, going back over the last hex takes the step back, and releasing gives the order
 * (no step: Hold, one: Move, more: Forced March). Only the drafting faction's banners answer (FS-ORDER-2).
 */
export function ordersTool(event: HexPointer): AppThunk<boolean> {
  return (dispatch, getState) => {
    const fs = selectFirestorm(getState());
    const faction = selectDraftingFaction(getState());
    if (!fs || !faction || !event.hex) return false;
    const { selectedBannerId, dragging, marks } = getState().firestorm;
    const hex = event.hex;
    if (event.kind === 'down' && event.button === PRIMARY_BUTTON) {
      const own = bannersAt(fs, hex).find((b) => b.factionId === faction);
      if (!own) return false;
      const path = [own.hex!];
      dispatch(hexSelected(hex));
      dispatch(fsBannerPickedUp({ bannerId: own.id, dragging: true }));
      dispatch(fsMarksShown({ ...NO_FS_MARKS, path, reachable: nextSteps(fs, own.id, path) }));
      return true;
    }
    if (!dragging || !selectedBannerId) return false;
    if (event.kind === 'move') {
      const path = dragPath(fs, selectedBannerId, marks.path, hex);
      if (path !== marks.path)
        dispatch(fsMarksShown({ ...NO_FS_MARKS, path, reachable: nextSteps(fs, selectedBannerId, path) }));
      return false; // hover still goes to the board
    }
    if (event.kind === 'up') {
      const path = dragPath(fs, selectedBannerId, marks.path, hex) as HexKey[];
      dispatch(fsDragEnded());
      const banner = bannerById(fs, selectedBannerId)!;
      const before = getState().fsTurn.drafts[faction]?.[banner.id];
      let order: OrderSpec = orderFromPath(banner.id, path);
      // A one-step path keeps a Forced March chosen with the order buttons; a Fortify survives a click.
      if (order.type === 'move' && before?.type === 'forcedMarch') order = { ...order, type: 'forcedMarch' };
      if (order.type === 'hold' && before?.type === 'fortify') order = before;
      dispatch(draftOrderSet({ faction, order }));
      dispatch(fsMarksShown({ ...NO_FS_MARKS, path: (order.path ?? []) as HexKey[] }));
      return true;
    }
    return false;
  };
}
