import type { UnknownAction } from '@reduxjs/toolkit';
import type { CampaignState } from '@shared/document';
import { createCoreCampaign } from '@shared/rulesets/core';
import { campaignStarted } from '../../campaign/campaignActions';
import { armyRosterEdited, autoPlaySet } from './coreCampaignActions';

/**
 * Core's own campaign actions (RulesetUi.campaignReducer, composed into the campaign part by app/documentParts.ts):
 * its set-up (SETUP-1..8), auto-play per player (GEN-6) and the GM's roster edits (DATA-9). Returns `state` itself
 * for every other action, and for these on a campaign of another ruleset.
 */
export function coreCampaignReducer(
  state: CampaignState | null,
  action: UnknownAction,
): CampaignState | null {
  if (campaignStarted.match(action)) {
    const result = createCoreCampaign(action.payload);
    return result.ok ? result.value.state : state;
  }
  if (state?.ruleset !== 'core') return state;
  if (autoPlaySet.match(action)) {
    const { playerId, on } = action.payload;
    if ((state.settings.autoPlay[playerId] === true) === on) return state;
    return {
      ...state,
      settings: { ...state.settings, autoPlay: { ...state.settings.autoPlay, [playerId]: on } },
    };
  }
  if (armyRosterEdited.match(action)) {
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
