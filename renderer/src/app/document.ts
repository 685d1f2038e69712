/**
 * The document API other features (files, menus) use: read the whole HexmarchDocument, or replace it (which
 * clears the undo history).
 */
import type { HexmarchDocument } from '@shared/document';
import type { RootState } from './store';

export { documentOpened } from '../features/document/documentSlice';

export const selectHexmarchDocument = (state: RootState): HexmarchDocument => state.document.present;
