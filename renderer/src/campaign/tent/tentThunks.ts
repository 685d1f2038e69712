import { t } from '@shared/i18n';
import { serializeHexmarchFile } from '@shared/file';
import { checkSubmission, decodeOrderCode } from '@shared/rulesets/firestorm/submission';
import type { AppThunk, RootState } from '../../app/store';
import { getPlatform } from '../../platform';
import { issueCommand } from '../issueCommand';
import {
  receiptKey,
  tentClosed,
  tentMessageShown,
  tentOpened,
  tentReceiptsTaken,
  tentStatusRead,
} from './tentSlice';

/** The campaign as the tent receives it: the document as a .hexmarch file's text, read back by the app's loader. */
const fileTextOf = (state: RootState): string =>
  serializeHexmarchFile(state.document.present, getPlatform().appVersion);

export function openTent(host: string, port: number): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(tentMessageShown(null));
    const answer = await getPlatform().openTent(host, port, fileTextOf(getState()));
    if (answer.ok) dispatch(tentOpened(answer.value));
    else dispatch(tentMessageShown(answer.message));
  };
}

/** Hands the open tent the campaign as it now stands, so the phones follow the turn. */
export function pushCampaignToTent(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (!getState().tent.opened) return;
    const answer = await getPlatform().updateTent(fileTextOf(getState()));
    if (answer.ok) return;
    // Another campaign was opened (or the tent went away): the tent and its links end with the campaign.
    await getPlatform().closeTent();
    dispatch(tentClosed());
    dispatch(tentMessageShown(t('tent:desk.closedBecause', { reason: answer.message })));
  };
}

export function refreshTentStatus(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (!getState().tent.opened) return;
    const status = await getPlatform().tentStatus();
    if (status === null) dispatch(tentClosed());
    else dispatch(tentStatusRead(status));
  };
}

/**
 * The reveal (FS-ORDER-2): once every faction that owes orders has locked, their orders are taken from the tent,
 * checked again by the engine against the campaign as it stands (checkSubmission) and entered; the turn then goes
 * on as after a hot-seat round. The tent's fingerprints are kept to show beside the engine's in the log.
 */
export function revealTentOrders(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const taken = await getPlatform().takeTentOrders();
    if (!taken.ok) {
      dispatch(tentMessageShown(taken.message));
      return;
    }
    const problems: string[] = [];
    const receipts: Record<string, string> = {};
    for (const locked of taken.value) {
      const decoded = await decodeOrderCode(locked.code);
      const campaign = getState().document.present.campaign;
      const fs = campaign?.ruleset === 'firestorm' ? campaign : null;
      if (!decoded.ok || !fs) {
        problems.push(decoded.ok ? t('tent:desk.campaignGone') : decoded.error);
        continue;
      }
      const checked = checkSubmission(fs, decoded.value.submission);
      if (!checked.ok) {
        problems.push(...checked.error);
        continue;
      }
      receipts[receiptKey(decoded.value.submission.turn, locked.seat)] = locked.fingerprint;
      if (!dispatch(issueCommand(checked.value))) problems.push(t('tent:desk.engineRefused'));
    }
    dispatch(tentReceiptsTaken(receipts));
    dispatch(tentMessageShown(problems.length > 0 ? problems.join(' ') : null));
    await dispatch(pushCampaignToTent());
    await dispatch(refreshTentStatus());
  };
}

export function unlockTentSeat(seat: string, reason: string): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const answer = await getPlatform().unlockTentSeat(seat, reason);
    dispatch(tentMessageShown(answer.ok ? null : answer.message));
    await dispatch(refreshTentStatus());
    return answer.ok;
  };
}

export function closeTent(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await getPlatform().closeTent();
    dispatch(tentClosed());
  };
}
