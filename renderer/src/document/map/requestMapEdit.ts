import type { AppThunk } from '../../app/store';
import { editRefused, statusDismissed } from './editorSlice';
import { mapEditActions } from './mapDocumentSlice';
import { runMapEdit, type MapEdit } from './mapEdits';
import { t } from '@shared/i18n';

/**
 * Runs an edit the user asked for: a refusal goes to the status bar with its rule ID and changes nothing (GEN-10);
 * an edit that would change nothing dispatches nothing, so it leaves no empty undo step. Returns the refusal, or null.
 */
export function requestMapEdit(edit: MapEdit): AppThunk<string | null> {
  return (dispatch, getState) => {
    const state = getState();
    if (state.document.present.campaign !== null) {
      // SETUP-1: the campaign plays on its own copy of the map; editing under it would fork the two.
      const refusal = t('map:locked');
      dispatch(editRefused(refusal));
      return refusal;
    }
    const document = state.document.present.mapDocument;
    const result = runMapEdit(document, edit);
    if (!result.ok) {
      dispatch(editRefused(result.error));
      return result.error;
    }
    if (state.editor.status?.kind === 'refusal') dispatch(statusDismissed());
    if (result.value === document.map) return null;
    const { kind, ...payload } = edit;
    // Each kind names the slice action whose payload is the rest of the edit (MapEdit's definition).
    const actionCreator = mapEditActions[kind] as (payload: unknown) => {
      type: string;
      payload: unknown;
    };
    dispatch(actionCreator(payload));
    return null;
  };
}
