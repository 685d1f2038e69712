import type { HexKey } from '@shared/hex';
import { defendingSide, type Campaign, type Command } from '@shared/rulesets/core';
import type { DefenseLaunch, DefenseState } from '@shared/rulesets/defense';
import type { AppThunk } from '../../app/store';
import { hexName } from '@shared/hex';
import { selectCampaign } from '../play/playSelectors';
import { issueCommand } from '../play/issueCommand';
import { defenseOpened, defenseRecorded } from './defenseSlice';

/** ANV-1 allows 1–4 players. Decision: a side with more players sends its first four (in the campaign's order). */
const MAX_DEFENDERS = 4;

/**
 * ANV-1: who would defend the settlement on `hex`: the side controlling it and its players; null for a hex with no
 * settlement or a neutral one (nobody to defend it).
 */
export function defenseLaunchFor(campaign: Campaign, hex: HexKey): DefenseLaunch | null {
  const settlement = campaign.map.hexes[hex]?.settlement;
  const side = settlement ? defendingSide(campaign, hex) : undefined;
  if (!settlement || !side) return null;
  const players = campaign.players
    .filter((p) => p.sideId === side.id)
    .slice(0, MAX_DEFENDERS)
    .map((p) => ({ id: p.id, name: p.name }));
  if (players.length === 0) return null;
  const name = settlement.name
    ? `${settlement.name} (${settlement.type}, hex ${hexName(hex)})`
    : `the ${settlement.type} at hex ${hexName(hex)}`;
  // Decision: a defense is named by the settlement and the campaign log's length when it was launched, so two
  // defenses of one settlement are two records (ANV-40 refuses the same one twice).
  const defenseId = `defense-${hex}-${campaign.log.length}`;
  return { hex, defenseId, place: name, sideId: side.id, sideName: side.name, players };
}

/** The hex panel's "Defend this settlement…": the defense screen opens with that side's players as defenders. */
export function defendSettlement(hex: HexKey): AppThunk {
  return (dispatch, getState) => {
    const campaign = selectCampaign(getState());
    const launch = campaign && defenseLaunchFor(campaign, hex);
    if (launch) dispatch(defenseOpened(launch));
  };
}

/**
 * ANV-40: the ended game's result goes to the campaign as a RecordDefense command (one undo step there, replayed
 * with the log). A refusal (another campaign was opened meanwhile) is kept to be shown.
 */
export function recordDefenseResult(game: DefenseState): AppThunk {
  return (dispatch, getState) => {
    const { launch, recorded } = getState().defense;
    if (!launch || recorded || !game.result) return;
    const command = {
      type: 'RecordDefense',
      hex: launch.hex,
      result: {
        defenseId: game.id,
        winners: [...game.result.winner],
        influence: game.players.map((p) => ({ playerId: p.id, influence: p.influence })),
        cityBuildingsLeft: game.result.cityBuildingsLeft,
        affectsCampaign: game.settings.affectsCampaign,
      },
    } as unknown as Command;
    const accepted = dispatch(issueCommand(command));
    const error = accepted ? null : (getState().play.message?.text ?? 'The campaign refused the result.');
    dispatch(defenseRecorded({ error }));
  };
}
