import type { RootState } from '../../../app/store';
import { selectViewingFaction } from '../fsSelectors';

/**
 * Issue 27, FS-ORDER-2: a view locked to a faction's seat acts for that faction only. Whatever acts for the other
 * factions (their auto-play, Simulate to the end) or replaces the campaign (Open…, the demos, a new map, another
 * tab) belongs to the GM's view, which stays behind the lock's "Unlock the view…" question.
 */
export const selectLockedFaction = (state: RootState) => selectViewingFaction(state);
