import type { UnknownAction } from '@reduxjs/toolkit';
import { resetsPicks } from '../../app/documentParts';
import { documentReplaced } from '../document/documentSlice';

/** A new document, or an edit of a document part that invalidates picks: every play concern drops its picks. */
export const resetsPlay = (action: UnknownAction): boolean =>
  documentReplaced.match(action) || resetsPicks(action);
