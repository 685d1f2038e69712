import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { demoHexmarchDocument, type HexmarchDocument } from '@shared/document';
import type { FileRef } from '@shared/ipc';
import type { DocumentParts } from '../store/documentParts';

/** Where a replacing document came from, which decides the title and whether it counts as saved (issue 9). */
export interface DocumentOrigin {
  /** The file it was read from (Open); null for a demo, a new map or a recovered copy. */
  readonly file: FileRef | null;
  /** The title: the file's name, "Untitled" or "Recovered campaign"; never the name of the document replaced. */
  readonly name: string;
  /** No file holds it (a new map, a recovered copy): unsaved from the start. */
  readonly unsaved: boolean;
}

export interface DocumentReplacement extends DocumentOrigin {
  readonly document: HexmarchDocument;
  /**
   * True: the replaced document stays one Undo away (a demo, a new map). False: the history starts empty (a file
   * opened, a recovered copy: another file has its own history).
   */
  readonly undoable: boolean;
}

/**
 * A whole document replaces the current one. Dispatched only by `replaceDocument` (features/document/
 * replaceDocument.ts), which asks first when there are unsaved changes; a test keeps it that way.
 */
export const documentReplaced = createAction(
  'document/replaced',
  (document: HexmarchDocument, how: Partial<Omit<DocumentReplacement, 'document'>> = {}) => ({
    payload: {
      document,
      file: how.file ?? null,
      name: how.name ?? how.file?.name ?? 'Untitled',
      unsaved: how.unsaved ?? false,
      undoable: how.undoable ?? false,
    } satisfies DocumentReplacement,
  }),
);

/**
 * The document's reducer and undo options over its parts (the list: app/documentParts.ts). Each action goes to the
 * part whose prefix it carries; nothing here names a part.
 */
export function createDocumentReducer({ documentPartOf, reduceDocumentPart }: DocumentParts) {
  /** The document: its parts and whole replacements. */
  function documentReducer(
    state: HexmarchDocument = demoHexmarchDocument(),
    action: UnknownAction,
  ): HexmarchDocument {
    if (documentReplaced.match(action)) return action.payload.document;
    return reduceDocumentPart(state, action);
  }
  return {
    documentReducer,
    /** The parts' actions (when their part says so) and undoable replacements are undo steps. */
    isDocumentUndoable: (action: UnknownAction): boolean =>
      documentReplaced.match(action) || documentPartOf(action)?.undoable === true,
    /** Opening a file (or a recovered copy) clears the history instead. */
    isDocumentReset: (action: UnknownAction): boolean =>
      documentReplaced.match(action) && !action.payload.undoable,
    /** A part's group: a brush stroke, or one simulation's chunks, is one undo step. */
    documentGroupOf: (action: UnknownAction): string | undefined => documentPartOf(action)?.groupOf?.(action),
  };
}
