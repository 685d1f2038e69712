import type { DocumentPart } from '../../store/documentParts';
import { mapDocumentReducer, strokeOf } from './mapDocumentSlice';

/**
 * The prepared map as a document part: every edit is an undo step, a brush stroke is one, and the map is locked
 * while a campaign runs on it (the campaign plays on its own copy, SETUP-1).
 */
export const mapDocumentPart: DocumentPart<'mapDocument'> = {
  key: 'mapDocument',
  actionPrefix: 'mapDocument/',
  reducer: mapDocumentReducer,
  undoable: true,
  groupOf: strokeOf,
  lockedIn: (document) => document.campaign !== null,
};
