import { createSelector } from '@reduxjs/toolkit';
import {
  applyEvents,
  awaitedRetreatOptions,
  emptyCampaign,
  legalMoves,
  lordWithArmy,
  type ArmyStatus,
  type Campaign,
  type LegalMove,
} from '@shared/rulesets/core';
import { coreCampaignOf } from '@shared/document';
import type { HexKey } from '@shared/hex';
import type { RootState } from '../../app/store';

/** The running core campaign (seed 001), or null: no campaign, or one of another ruleset (its own screens read it). */
export const selectCampaign = (state: RootState): Campaign | null => coreCampaignOf(state.document.present);
export const selectMode = (state: RootState) => state.play.mode;
export const selectReplayTurn = (state: RootState) => state.play.replayTurn;
export const selectSelectedArmyId = (state: RootState) => state.play.selectedArmyId;

/**
 * Replay (issue §6): the campaign as it stood at the end of side-turn `turn`, folded from the event log with
 * applyEvent from the empty state (EVT-1, GEN-5). Null when not replaying.
 */
export const selectReplayCampaign = createSelector(
  [selectCampaign, selectReplayTurn],
  (campaign, turn): Campaign | null => {
    if (campaign === null || turn === null) return null;
    return replayTo(campaign, turn);
  },
);

export function replayTo(campaign: Campaign, turn: number): Campaign {
  const first = campaign.log[0];
  const seed = first?.type === 'CampaignCreated' ? first.payload.rngSeed : 0;
  const upTo = campaign.log.findIndex((event) => event.turn > turn);
  const events = upTo < 0 ? campaign.log : campaign.log.slice(0, upTo);
  return applyEvents(emptyCampaign(seed), events);
}

/** What the map shows: the replayed state while replaying, else the live campaign. */
export const selectShownCampaign = (state: RootState): Campaign | null =>
  selectReplayCampaign(state) ?? selectCampaign(state);

/** One army flag on the map (issue §2). */
export interface ArmyMarker {
  readonly id: string;
  readonly hex: HexKey;
  readonly name: string;
  /** Short flag text: the owner's initial and the army's number ("A1"). */
  readonly label: string;
  /** The owner's colour (SETUP-2). */
  readonly color: string;
  readonly status: ArmyStatus;
  /** The Lord travelling with it (LORD-1), if any. */
  readonly lord: string | null;
  /** MOVE-1: its activation this phase is over. */
  readonly done: boolean;
}

export const selectArmyMarkers = createSelector([selectShownCampaign], (campaign): ArmyMarker[] => {
  if (!campaign) return [];
  const colors = new Map(campaign.players.map((p) => [p.id, p]));
  const markers: ArmyMarker[] = [];
  for (const id of campaign.armies.ids) {
    const army = campaign.armies.entities[id]!;
    if (army.hex === null) continue;
    const owner = colors.get(army.ownerId);
    const number = /\d+$/.exec(army.name)?.[0] ?? '';
    markers.push({
      id,
      hex: army.hex,
      name: army.name,
      label: `${(owner?.name ?? '?').slice(0, 1)}${number}`,
      color: owner?.color ?? '#888888',
      status: army.status,
      lord: lordWithArmy(campaign, id)?.name ?? null,
      done: army.movedThisPhase && campaign.turn.phase === 'MOVE',
    });
  }
  return markers;
});

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
