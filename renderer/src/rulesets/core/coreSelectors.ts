import { createSelector } from '@reduxjs/toolkit';
import {
  awaitedRetreatOptions,
  legalMoves,
  replayTo,
  visiblePieces,
  type Campaign,
  type CorePiece,
  type LegalMove,
} from '@shared/rulesets/core';
import { GM_VIEWER } from '@shared/kernel';
import type { RootState } from '../../app/store';
import {
  selectCampaign,
  selectReplaySeq,
  selectReplayTurn,
  selectSelectedArmyId,
} from '../../campaign/playSelectors';
import { replayToSeq } from './history/replaySteps';

/**
 * Replay (issue §6): the campaign as it stood at the end of side-turn `turn`, folded from the event log with
 * applyEvent from the empty state (EVT-1, GEN-5). Null when not replaying.
 */
export const selectReplayCampaign = createSelector(
  [selectCampaign, selectReplayTurn, selectReplaySeq],
  (campaign, turn, seq): Campaign | null => {
    if (campaign === null || turn === null) return null;
    return seq === null ? replayTo(campaign, turn) : replayToSeq(campaign, seq);
  },
);

/** What the map shows: the replayed state while replaying, else the live campaign. */
export const selectShownCampaign = (state: RootState): Campaign | null =>
  selectReplayCampaign(state) ?? selectCampaign(state);

/** The army flags on the map (issue §2): the GM's view of the shared projection every drawing uses. */
export const selectArmyMarkers = createSelector([selectShownCampaign], (campaign): CorePiece[] =>
  campaign ? visiblePieces(campaign, GM_VIEWER) : [],
);

/** The flags of any core campaign's armies as the GM sees them (the live one, a replayed one, the setup preview). */
export const armyMarkersOf = (campaign: Campaign): CorePiece[] => visiblePieces(campaign, GM_VIEWER);

/** Controller colours for the map: the campaign's players while a campaign runs. */
export const selectCampaignPlayerColors = createSelector(
  [selectShownCampaign],
  (campaign): Record<string, string> =>
    Object.fromEntries((campaign?.players ?? []).map((p) => [p.id, p.color])),
);

/** MOVE-5..10: where the picked-up army may end its move, once it has rolled (MOVE-2). */
export const selectLegalMoves = createSelector(
  [selectCampaign, selectSelectedArmyId, selectReplayTurn],
  (campaign, armyId, replay): LegalMove[] => {
    if (!campaign || !armyId || replay !== null || campaign.turn.phase !== 'MOVE') return [];
    const army = campaign.armies.entities[armyId];
    if (!army || army.movedThisPhase || army.moveAllowance === undefined) return [];
    return legalMoves(campaign, armyId);
  },
);

/** RETREAT-4: the hexes the owner of the awaited retreat may pick. */
export const selectRetreatChoices = createSelector([selectCampaign, selectReplayTurn], (campaign, replay) =>
  campaign && replay === null ? awaitedRetreatOptions(campaign) : [],
);
