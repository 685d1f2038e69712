import type { UnknownAction } from '@reduxjs/toolkit';
import { createCoreCampaign, step, type Campaign } from '@shared/rulesets/core';
import {
  autoPlayed,
  autoPlaySet,
  campaignAbandoned,
  campaignStarted,
  commandIssued,
} from './campaignActions';

/**
 * The running campaign of the document (STYLE.md "Redux and the view": commandIssued calls the engine's step()).
 * Not a createSlice: the engine already returns new states that share everything unchanged, and Immer would only
 * walk them. A refused command or setup leaves the state as it was (GEN-10); the thunks report refusals first.
 */
export function campaignReducer(state: Campaign | null, action: UnknownAction): Campaign | null {
  if (campaignStarted.match(action)) {
    const result = createCoreCampaign(action.payload);
    return result.ok ? result.value.state : state;
  }
  if (campaignAbandoned.match(action)) return null;
  if (state === null) return state;
  if (commandIssued.match(action)) {
    const result = step(state, action.payload.command, { dice: action.payload.dice });
    return result.ok ? result.state : state;
  }
  if (autoPlayed.match(action)) return action.payload.state;
  if (autoPlaySet.match(action)) {
    const { playerId, on } = action.payload;
    if ((state.settings.autoPlay[playerId] === true) === on) return state;
    return {
      ...state,
      settings: { ...state.settings, autoPlay: { ...state.settings.autoPlay, [playerId]: on } },
    };
  }
  return state;
}
