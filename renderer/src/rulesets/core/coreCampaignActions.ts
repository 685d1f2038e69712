import { createAction } from '@reduxjs/toolkit';
import type { PlayerId } from '@shared/map';
import type { RosterEntry } from '@shared/rulesets/assault';

/** GEN-6: a player's choices are made by the BOT policies of §10 from now on (or no longer). */
export const autoPlaySet = createAction<{ playerId: PlayerId; on: boolean }>('campaign/autoPlaySet');

/**
 * DATA-9: the GM edits an army's roster (issue 13 "a roster editor in the army's panel"); null takes the roster
 * away (the army then fights fortress battles by the dice, LOC-7). Decision: like autoPlaySet this is GM data, not a
 * rules command: it is an undo step of the document but no event of the log (ASLT-29 "merging half-strength units
 * is a manual roster edit"); the rosters an assault leaves are in its FortressAssaulted event.
 */
export const armyRosterEdited = createAction<{ armyId: string; roster: readonly RosterEntry[] | null }>(
  'campaign/armyRosterEdited',
);
