import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { HexmarchDocument } from '@shared/document';
import type { FileRef } from '@shared/ipc';
import type { RootState } from '../../app/store';
import { documentReplaced } from '../documentSlice';

/** The question asked before unsaved changes would be replaced (issue 9). */
/** The name of a document no file holds yet; shown translated (app:file.untitled), kept as this in state. */
export const UNTITLED = 'Untitled';

export interface DiscardQuestion {
  /** The title of the document with the unsaved changes ("my-campaign.hexmarch", "Untitled"). */
  readonly documentName: string;
  /** What would replace it, in the GM's words: "the Skirmish (8 × 8) demo", "a new map", "another file". */
  readonly replacement: string;
}

/** The last result the GM should read (a refusal, a failed save, "Saved"). */
export interface FileMessage {
  readonly kind: 'error' | 'info';
  readonly text: string;
}

/** Which file the document is, and whether it changed since it was saved. Never part of the document. */
export interface FileState {
  /** The name in the title: the file's, "Untitled" or "Recovered campaign". */
  readonly name: string;
  /** The file Save writes to; null: Save asks for one (Save As). */
  readonly file: FileRef | null;
  /**
   * The document as last saved or opened, by identity (documents are immutable: undoing back to it counts as
   * unchanged); null when no file holds the document at all.
   */
  readonly saved: HexmarchDocument | null;
  readonly message: FileMessage | null;
  /** A recovery copy from a session that ended with unsaved changes, waiting for Restore or Discard. */
  readonly recovered: HexmarchDocument | null;
  readonly question: DiscardQuestion | null;
  /**
   * The documents undoable replacements put in place (by reference). Undo or redo across one of these steps
   * lands on a document of another origin, which then belongs to no file (`crossedReplacement`).
   */
  readonly replacements: readonly HexmarchDocument[];
}

/**
 * Documents enter this slice by reference, frozen at the root so Immer does not walk (and deep-freeze) thousands
 * of hexes: the document reducers share those objects with later states.
 */
function byReference(document: HexmarchDocument): Draft<HexmarchDocument>;
function byReference(document: HexmarchDocument | null): Draft<HexmarchDocument> | null;
function byReference(document: HexmarchDocument | null): Draft<HexmarchDocument> | null {
  return document === null ? null : (Object.freeze(document) as Draft<HexmarchDocument>);
}

const initialState: FileState = {
  name: UNTITLED,
  file: null,
  saved: null,
  message: null,
  recovered: null,
  question: null,
  replacements: [],
};

export const fileSlice = createSlice({
  name: 'file',
  initialState,
  reducers: {
    /** The document the app starts with counts as saved: it is a demo, nothing of the GM's yet. */
    startingDocumentKept(state, action: PayloadAction<HexmarchDocument>) {
      state.saved = byReference(action.payload);
    },
    fileSaved(state, action: PayloadAction<{ document: HexmarchDocument; file: FileRef }>) {
      state.saved = byReference(action.payload.document);
      state.file = action.payload.file;
      state.name = action.payload.file.name;
    },
    fileMessageShown(state, action: PayloadAction<FileMessage | null>) {
      state.message = action.payload;
    },
    recoveryOffered(state, action: PayloadAction<HexmarchDocument | null>) {
      state.recovered = byReference(action.payload);
    },
    discardQuestionAsked(state, action: PayloadAction<DiscardQuestion>) {
      state.question = action.payload;
    },
    discardQuestionAnswered(state, _action: PayloadAction<{ discard: boolean }>) {
      state.question = null;
    },
    /**
     * Undo or redo crossed a replacement: the document shown came from elsewhere, so it is Untitled and unsaved,
     * and Save can never write it over the file the other document belongs to (issue 9).
     */
    crossedReplacement(state) {
      state.name = UNTITLED;
      state.file = null;
      state.saved = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(documentReplaced, (state, action) => {
      // The title and the Save target come with the new document, so a replaced document can never keep the old
      // file name and have Save write it over that file (issue 9).
      const { document, file, name, unsaved } = action.payload;
      state.name = name;
      state.file = file;
      state.saved = unsaved ? null : byReference(document);
      state.recovered = null;
      state.replacements = action.payload.undoable ? [...state.replacements, byReference(document)] : [];
    });
  },
});

export const {
  startingDocumentKept,
  fileSaved,
  fileMessageShown,
  recoveryOffered,
  discardQuestionAsked,
  discardQuestionAnswered,
  crossedReplacement,
} = fileSlice.actions;

/** There are changes no file holds: since the last save or open, or ever. */
export const selectUnsaved = (state: RootState): boolean => state.document.present !== state.file.saved;
export const selectFileName = (state: RootState): string => state.file.name;
