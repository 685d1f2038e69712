import { createAction } from '@reduxjs/toolkit';
import type { CampaignState } from '@shared/document';
import type { GameCommand } from '@shared/rulesets';
import type { CoreSetupInput } from '@shared/rulesets/core';
import type { DiceQueues } from '@shared/random';

/**
 * A GM's (or a faction's) command for the engine (TURN-1), of whatever ruleset the running campaign plays: the
 * reducer runs it through the kernel with the campaign's own ruleset (`stepAny`). The dice come from the campaign's
 * own RNG state unless the GM typed in physical rolls (`dice`, GEN-11), so the reducer stays pure.
 */
export const commandIssued = createAction<{ command: GameCommand; dice?: DiceQueues }>(
  'campaign/commandIssued',
);

/**
 * A campaign of any ruleset made from its setup panel's answers (Firestorm's FS-SETUP-1..6): the ruleset's own
 * start thunk made it with a fresh seed (GEN-5) and checked it, so the reducer only takes it.
 */
export const campaignCreated = createAction<CampaignState>('campaign/created');

/**
 * SETUP-1..8 answered in the setup panel; the fresh PRNG seed (GEN-5) enters here, in the prepare callback, never
 * in the reducer. Core's set-up, reduced by core (rulesets/core/coreCampaignReducer.ts); it stays here because the
 * campaign's own life (the picks reset, the toast) ends on it as on campaignCreated and campaignAbandoned.
 */
export const campaignStarted = createAction(
  'campaign/started',
  (input: Omit<CoreSetupInput, 'seed'>, seed: number = freshSeed()) => ({ payload: { ...input, seed } }),
);

/**
 * Auto-play ran commands through step() outside the store (in chunks, so the window stays live) and hands over the
 * state it reached. `runId` groups one simulation's chunks into one undo step.
 */
export const autoPlayed = createAction<{ state: CampaignState; commands: number; runId: string }>(
  'campaign/autoPlayed',
);

/** The GM leaves the campaign and goes back to preparing the map (undoable). */
export const campaignAbandoned = createAction('campaign/abandoned');

/** GEN-5: the fresh PRNG seed of a new campaign or assault, made outside every reducer. */
export function freshSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}
