import type { HexmarchDocument } from '@shared/document';
import type { AppThunk } from '../app/store';
import {
  discardQuestionAnswered,
  discardQuestionAsked,
  selectFileName,
  selectUnsaved,
} from './files/fileSlice';
import { documentReplaced, type DocumentOrigin } from './documentSlice';
import { editRefused } from './map/editorSlice';
import { t } from '@shared/i18n';

/** A document to put in place of the current one, and where it came from. */
export interface ReplacingDocument {
  readonly document: HexmarchDocument;
  /** Left out: Untitled, holding nothing unsaved (a demo). */
  readonly origin?: Partial<DocumentOrigin>;
}

/** Something the GM chose that replaces the whole document: a demo, a new map, a file, a recovered copy. */
export interface Replacement {
  /** What the GM is doing, in the GM's words: "Opening another file", "Generating a new map". */
  readonly what: string;
  /**
   * The new document, made or read only after the GM agreed (so Open's file dialog comes after the question);
   * null when there is none after all (the dialog cancelled, the file refused): nothing changes.
   */
  readonly load: () => ReplacingDocument | null | Promise<ReplacingDocument | null>;
  /** The replaced document stays one Undo away (a demo, a new map); false starts an empty history (a file). */
  readonly undoable: boolean;
  /**
   * True when nothing unsaved can be lost, so nothing is asked: an undoable replacement that keeps the file it
   * belongs to (a restored version, issue 32), where Undo brings the unsaved work back.
   */
  readonly keepsWork?: boolean;
}

/**
 * The one way the document is replaced (issue 9): when there are unsaved changes the GM is asked first (the
 * question in features/files/DiscardQuestion.tsx), and the new document comes with its own title and Save target,
 * so it never inherits the old file name. Every replacing action goes through here; a test checks that nothing
 * else dispatches `documentReplaced`. Resolves true when the document was replaced.
 */
export function replaceDocument(replacement: Replacement): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, { nextAction, viewLock }) => {
    // Issue 27: a view locked to a seat (a Firestorm faction, FS-ORDER-2) never replaces the campaign.
    const seat = viewLock(getState());
    if (seat !== null) {
      dispatch(editRefused(t('app:replace.lockedRefusal', { what: replacement.what, seat })));
      return false;
    }
    if (selectUnsaved(getState()) && !(replacement.keepsWork && replacement.undoable)) {
      // One question at a time: a second replacement while the first is asked is dropped.
      if (getState().file.question !== null) return false;
      dispatch(
        discardQuestionAsked({ documentName: selectFileName(getState()), replacement: replacement.what }),
      );
      const answer = await nextAction(discardQuestionAnswered);
      if (!answer.payload.discard) return false;
    }
    const next = await replacement.load();
    if (next === null) return false;
    dispatch(documentReplaced(next.document, { ...next.origin, undoable: replacement.undoable }));
    return true;
  };
}
