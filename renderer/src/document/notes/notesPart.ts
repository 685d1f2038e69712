import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { hexTextProblem, withHexText, type HexNote, type HexNotes } from '@shared/document';
import type { HexKey } from '@shared/hex';
import type { DocumentPart } from '../../store/documentParts';

/** The GM set (or, with empty text, removed) a hex's label or note (HEX-7). */
export const hexTextSet = createAction<{ hex: HexKey; field: keyof HexNote; text: string }>(
  'notes/hexTextSet',
);

const NO_NOTES: HexNotes = {};

/** Total and pure: text that breaks a limit (hexTextProblem) leaves the notes as they were (GEN-10). */
export function notesReducer(state: HexNotes | undefined, action: UnknownAction): HexNotes | undefined {
  if (!hexTextSet.match(action)) return state;
  const { hex, field, text } = action.payload;
  if (hexTextProblem(field, text) !== null) return state;
  const next = withHexText(state ?? NO_NOTES, hex, field, text);
  return next === (state ?? NO_NOTES) ? state : next;
}

/**
 * Labels and notes as a document part: every edit is an undo step, and unlike the map they stay editable while a
 * campaign runs (no rule reads them, so the campaign's replay cannot disagree with them).
 */
export const notesPart: DocumentPart<'notes'> = {
  key: 'notes',
  actionPrefix: 'notes/',
  reducer: notesReducer,
  undoable: true,
};
