import type { UnknownAction } from '@reduxjs/toolkit';
import { campaignResetsPicks } from './campaignPart';
import { documentReplaced } from '../document/documentSlice';

/**
 * A new document, or a campaign started or abandoned: every play concern drops its picks. Decision: the campaign
 * part is the only part whose actions invalidate picks (DocumentPart.resetsPicks), and the slices that hold picks
 * sit above it, so they ask it directly instead of reaching up to the parts' list in app/.
 */
export const resetsPlay = (action: UnknownAction): boolean =>
  documentReplaced.match(action) || campaignResetsPicks(action);
