import { createAction } from '@reduxjs/toolkit';
import type { RngState } from '@shared/random';
import type { AssaultRecord, AssaultState } from '@shared/rulesets/assault';
import type { DefenseLaunch } from '@shared/rulesets/defense';

/**
 * The actions that open and close a sub-game's tab (an assault, a settlement defense). They are the vocabulary a
 * campaign ruleset, the play state (which switches the tab) and the sub-game itself share, so they live here,
 * below all three: a campaign opens a sub-game without importing its folder (rulesets/<a> never imports
 * rulesets/<b>). Their types are the sub-games' own ("assault/…", "defense/…").
 */

/**
 * A campaign battle the Assault tab resolves: the assault rolls the campaign's dice from `rng` on (GEN-5), so the
 * result must be recorded before the campaign rolls anything else (`rng` tells).
 */
export interface AssaultBinding {
  readonly battleId: string;
  /** Where and who, in the GM's words ("the fortress at hex 0703: Red Host against Blue Guard"). */
  readonly place: string;
  readonly rng: RngState;
}

/** GEN-10: why the assault's last command or setup was refused (rule IDs first), or a note. */
export type AssaultMessage = { readonly kind: 'refusal' | 'note'; readonly text: string } | null;

export const assaultRecordOpened = createAction<{ record: AssaultRecord; game: AssaultState }>(
  'assault/recordOpened',
);
export const assaultClosed = createAction('assault/closed');
/** LOC-7: the Assault tab opened on a campaign's fortress battle (record and state made by campaignAssault.ts). */
export const assaultBound = createAction<{
  binding: AssaultBinding;
  record: AssaultRecord;
  game: AssaultState;
}>('assault/bound');
export const assaultMessageShown = createAction<AssaultMessage>('assault/messageShown');

/** ANV-1 allows 1–4 players. Decision: a side with more players sends its first four (in the campaign's order). */
export const MAX_DEFENDERS = 4;

/** Opens the defense screen: from the Tools menu (no launch) or from a campaign settlement (ANV-1). */
export const defenseOpened = createAction<DefenseLaunch | null>('defense/defenseOpened');
export const defenseClosed = createAction('defense/defenseClosed');
