import type { UnknownAction } from '@reduxjs/toolkit';
import type { CampaignState } from '@shared/document';
import { stepAny } from '@shared/rulesets';
import { createCoreCampaign } from '@shared/rulesets/core';
import {
  armyRosterEdited,
  autoPlayed,
  autoPlaySet,
  campaignAbandoned,
  campaignCreated,
  campaignStarted,
  commandIssued,
} from './campaignActions';

/**
 * The running campaign of the document (STYLE.md "Redux and the view": commandIssued calls the engine's step()).
 * Not a createSlice: the engine already returns new states that share everything unchanged, and Immer would only
 * walk them. A refused command or setup leaves the state as it was (GEN-10); the thunks report refusals first.
 */
export function campaignReducer(state: CampaignState | null, action: UnknownAction): CampaignState | null {
  if (campaignStarted.match(action)) {
    const result = createCoreCampaign(action.payload);
    return result.ok ? result.value.state : state;
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
  if (autoPlaySet.match(action) && state.ruleset === 'core') {
    const { playerId, on } = action.payload;
    if ((state.settings.autoPlay[playerId] === true) === on) return state;
    return {
      ...state,
      settings: { ...state.settings, autoPlay: { ...state.settings.autoPlay, [playerId]: on } },
    };
  }
  if (armyRosterEdited.match(action) && state.ruleset === 'core') {
    const army = state.armies.entities[action.payload.armyId];
    if (!army) return state;
    const { roster: _old, ...rest } = army;
    const edited = action.payload.roster === null ? rest : { ...rest, roster: [...action.payload.roster] };
    return {
      ...state,
      armies: { ...state.armies, entities: { ...state.armies.entities, [army.id]: edited } },
    };
  }
  return state;
}
