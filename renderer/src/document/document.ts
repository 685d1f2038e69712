/**
 * The document API other features (files, menus) use: read the whole HexmarchDocument, or replace it through
 * `replaceDocument`, the one path that asks before unsaved changes are replaced (issue 9).
 */
import type { HexmarchDocument } from '@shared/document';
import type { RootState } from '../app/store';

export { documentReplaced } from './documentSlice';
export { replaceDocument, type Replacement } from './replaceDocument';

export const selectHexmarchDocument = (state: RootState): HexmarchDocument => state.document.present;
