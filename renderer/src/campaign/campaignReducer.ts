import type { UnknownAction } from '@reduxjs/toolkit';
import type { CampaignState } from '@shared/document';
import { stepAny } from '@shared/rulesets';
import { autoPlayed, campaignAbandoned, campaignCreated, commandIssued } from './campaignActions';

/** A ruleset's own campaign actions (RulesetUi.campaignReducer): `state` itself for every action it ignores. */
export type RulesetCampaignReducer = (
  state: CampaignState | null,
  action: UnknownAction,
) => CampaignState | null;

/**
 * The running campaign of the document (STYLE.md "Redux and the view": commandIssued calls the engine's step()).
 * Not a createSlice: the engine already returns new states that share everything unchanged, and Immer would only
 * walk them. A refused command or setup leaves the state as it was (GEN-10); the thunks report refusals first.
 * The rulesets' own campaign actions come in `rulesetReducers`, composed by the registry (app/documentParts.ts).
 */
export function campaignReducer(
  state: CampaignState | null,
  action: UnknownAction,
  rulesetReducers: readonly RulesetCampaignReducer[] = [],
): CampaignState | null {
  // A ruleset's own action (core's set-up, auto-play, roster edits) is its reducer's; the first that acts wins.
  for (const reduce of rulesetReducers) {
    const next = reduce(state, action);
    if (next !== state) return next;
  }
  if (campaignCreated.match(action)) return action.payload;
  if (campaignAbandoned.match(action)) return null;
  if (state === null) return state;
  if (commandIssued.match(action)) {
    // The campaign's own ruleset plays the command (dispatch on `ruleset`, shared/rulesets).
    const result = stepAny(state, action.payload.command, { dice: action.payload.dice });
    return result.ok ? result.state : state;
  }
  if (autoPlayed.match(action)) return action.payload.state;
  return state;
}
