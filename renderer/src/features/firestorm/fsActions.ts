import { createAction } from '@reduxjs/toolkit';
import type { FirestormSetup, FsCommand, FsState } from '@shared/rulesets/firestorm';
import type { DiceQueues } from '@shared/random';

/**
 * The Firestorm campaign's document actions. They start with "campaign/" so the campaign document part owns them:
 * every one is an undo step like a core command (GEN-10 refusals change nothing).
 */

/**
 * A GM's (or a faction's) Firestorm command, run through the kernel (`stepAny` → firestormRuleset). The dice come
 * from the campaign's own RNG state unless physical rolls are typed in (`dice`, GEN-11), so the reducer stays pure.
 */
export const fsCommandIssued = createAction<{ command: FsCommand; dice?: DiceQueues }>(
  'campaign/firestorm/commandIssued',
);

/** FS-SETUP-1..6 answered in the setup panel; the fresh PRNG seed (GEN-5) enters here, never in the reducer. */
export const fsCampaignStarted = createAction(
  'campaign/firestorm/started',
  (setup: Omit<FirestormSetup, 'seed'>, seed: number = freshSeed()) => ({ payload: { ...setup, seed } }),
);

/**
 * Auto-play ran Firestorm commands outside the store (in chunks, so the window stays live) and hands over the state
 * it reached. `runId` groups one simulation's chunks into one undo step.
 */
export const fsAutoPlayed = createAction<{ state: FsState; commands: number; runId: string }>(
  'campaign/firestorm/autoPlayed',
);

function freshSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}
