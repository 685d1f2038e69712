import type { RootState } from '../../app/store';
import { selectViewingFaction } from '../firestorm/fsSelectors';

/**
 * Issue 27, FS-ORDER-2: a view locked to a faction's seat acts for that faction only. Whatever acts for the other
 * factions (their auto-play, Simulate to the end) or replaces the campaign (Open…, the demos, a new map, another
 * tab) belongs to the GM's view, which stays behind the lock's "Unlock the view…" question.
 */
export const selectLockedFaction = (state: RootState) => selectViewingFaction(state);

/** The refusal shown when a locked view tries what only the GM may do. */
export const lockedViewRefusal = (factionName: string, what: string): string =>
  `${what} is for the game master's view: this screen is locked to ${factionName}. Unlock the view first (FS-ORDER-2).`;
