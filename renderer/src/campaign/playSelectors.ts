import type { Campaign } from '@shared/rulesets/core';
import { coreCampaignOf, type CampaignRulesetId } from '@shared/document';
import type { RootState } from '../app/store';

/** The running core campaign (seed 001), or null: no campaign, or one of another ruleset (its own screens read it). */
export const selectCampaign = (state: RootState): Campaign | null => coreCampaignOf(state.document.present);
export const selectMode = (state: RootState) => state.play.mode;
export const selectReplayTurn = (state: RootState) => state.play.replayTurn;
export const selectReplaySeq = (state: RootState) => state.play.replaySeq;
export const selectSelectedArmyId = (state: RootState) => state.play.selectedArmyId;

/** The ruleset the Campaign tab shows: the running campaign's, else the one chosen for the next setup. */
export const selectCampaignRuleset = (state: RootState): CampaignRulesetId =>
  state.document.present.campaign?.ruleset ?? state.play.setupRuleset;
