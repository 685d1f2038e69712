import type { UnknownAction } from '@reduxjs/toolkit';
import { stepAny } from '@shared/rulesets';
import { createFirestormCampaign, type FsState } from '@shared/rulesets/firestorm';
import { fsAutoPlayed, fsCampaignStarted, fsCommandIssued } from './fsActions';

/** A new Firestorm campaign from the setup panel's answers (FS-SETUP-1..6); null when the engine refuses it. */
export function startedFirestorm(action: UnknownAction): FsState | null | undefined {
  if (!fsCampaignStarted.match(action)) return undefined;
  const result = createFirestormCampaign(action.payload);
  return result.ok ? result.value : null;
}

/**
 * The running Firestorm campaign (STYLE.md "Redux and the view"): a command goes through the kernel with the
 * ruleset the state names (`stepAny` → firestormRuleset). A refused command leaves the state as it was (GEN-10);
 * the thunks report refusals before dispatching.
 */
export function firestormCampaignReducer(state: FsState, action: UnknownAction): FsState {
  if (fsCommandIssued.match(action)) {
    const { command, dice } = action.payload;
    const result = stepAny(state, command, dice ? { dice } : {});
    return result.ok ? result.state : state;
  }
  if (fsAutoPlayed.match(action)) return action.payload.state;
  return state;
}
