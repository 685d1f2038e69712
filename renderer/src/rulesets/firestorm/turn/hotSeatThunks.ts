import { seatViewer } from '@shared/kernel';
import { t } from '@shared/i18n';
import { factionBanners, factionById, type FsState } from '@shared/rulesets/firestorm';
import {
  encodeOrderCode,
  encodeOrderFile,
  orderFingerprint,
  shortFingerprint,
  type OrderSubmission,
} from '@shared/rulesets/firestorm/submission';
import type { AppThunk } from '../../../app/store';
import { fileStem } from '../../../kit/deliverText';
import { deliverFiles } from '../../../kit/deliverFiles';
import { issueCommand } from '../../../campaign/issueCommand';
import { selectFirestorm, selectFsViewer } from '../fsSelectors';
import { fsBannerPickedUp, fsMarksShown, fsViewerChosen, NO_FS_MARKS } from '../fsSlice';
import { playMessageShown } from '../../../campaign/playSlice';
import { draftCleared, hotSeatShown, orderExportShown } from './fsTurnSlice';

/** A faction's draft as the submission it would be: every banner on the map, Hold where no order was given (FS-ORDER-1). */
export function submissionOf(
  state: FsState,
  faction: string,
  draft: Record<string, unknown> = {},
): OrderSubmission {
  return {
    campaign: state.name,
    turn: state.turn.number,
    faction,
    orders: factionBanners(state, faction).map(
      (b) => (draft[b.id] as OrderSubmission['orders'][number] | undefined) ?? { banner: b.id, type: 'hold' },
    ),
  };
}

/** Starts a hot-seat round (FS-ORDER-2): the factions take the device one after another, behind the privacy screen. */
export function startHotSeat(factions: readonly string[]): AppThunk {
  return (dispatch, getState) => {
    const [first, ...queue] = factions;
    if (!first) return;
    dispatch(hotSeatShown({ faction: first, stage: 'pass', queue, returnTo: selectFsViewer(getState()) }));
  };
}

/** The button on the privacy screen: the player is at the device, or the device goes on to the next faction. */
export function continueHotSeat(): AppThunk {
  return (dispatch, getState) => {
    const hotSeat = getState().fsTurn.hotSeat;
    const fs = selectFirestorm(getState());
    if (!hotSeat || !fs) return;
    dispatch(fsBannerPickedUp({ bannerId: null }));
    dispatch(fsMarksShown(NO_FS_MARKS));
    if (hotSeat.stage === 'pass') {
      dispatch(fsViewerChosen(seatViewer(hotSeat.faction)));
      dispatch(hotSeatShown({ ...hotSeat, stage: 'orders' }));
      return;
    }
    const next = hotSeat.queue.find((f) => !fs.turn.submitted.includes(f));
    if (next) {
      const queue = hotSeat.queue.slice(hotSeat.queue.indexOf(next) + 1);
      dispatch(hotSeatShown({ faction: next, stage: 'pass', queue, returnTo: hotSeat.returnTo }));
      return;
    }
    dispatch(fsViewerChosen(hotSeat.returnTo));
    dispatch(hotSeatShown(null));
  };
}

/**
 * Locks a faction's orders (FS-ORDER-2: they cannot change afterwards): the draft becomes `SubmitOrders`; the
 * fingerprint of exactly what the engine stores is shown to the player.
 */
export function lockOrders(faction: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const fs = selectFirestorm(getState());
    if (!fs) return false;
    const submission = submissionOf(fs, faction, getState().fsTurn.drafts[faction]);
    const fingerprint = await orderFingerprint(submission);
    const accepted = dispatch(
      issueCommand({ type: 'SubmitOrders', faction, orders: submission.orders.map((o) => ({ ...o })) }),
    );
    if (!accepted) return false;
    dispatch(draftCleared(faction));
    dispatch(fsMarksShown(NO_FS_MARKS));
    const hotSeat = getState().fsTurn.hotSeat;
    if (hotSeat?.faction === faction) dispatch(hotSeatShown({ ...hotSeat, stage: 'locked', fingerprint }));
    else {
      const name = factionById(fs, faction)?.name ?? t('firestorm:names.aFaction');
      const text = t('fsTurn:export.lockedNote', { faction: name, print: shortFingerprint(fingerprint) });
      dispatch(playMessageShown({ kind: 'note', text }));
    }
    return true;
  };
}

/** Secret orders at a distance: the code and the file a player sends the GM, with their fingerprint. */
export function exportOrders(faction: string): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const fs = selectFirestorm(getState());
    if (!fs) return;
    const submission = submissionOf(fs, faction, getState().fsTurn.drafts[faction]);
    const factionName = factionById(fs, faction)?.name ?? t('firestorm:names.aFaction');
    const [code, file, fingerprint] = await Promise.all([
      encodeOrderCode(submission),
      encodeOrderFile(submission, { factionName }),
      orderFingerprint(submission),
    ]);
    dispatch(orderExportShown({ faction, code, file, fingerprint }));
  };
}

/** Saves the order file (downloaded in the browser edition, a save dialog on the desktop). */
export function saveOrderFile(): AppThunk<Promise<void>> {
  return async (_dispatch, getState) => {
    const shown = getState().fsTurn.exported;
    const fs = selectFirestorm(getState());
    if (!shown || !fs) return;
    const faction = factionById(fs, shown.faction)?.name ?? t('firestorm:names.aFaction');
    const stem = t('fsTurn:export.fileName', { faction, turn: fs.turn.number });
    const name = `${fileStem(stem, 'hexmarch-map')}.json`;
    await deliverFiles([
      { name, type: 'application/json' as never, bytes: new TextEncoder().encode(shown.file) },
    ]);
  };
}
