import type { HexKey } from '@shared/hex';
import { hexName } from '@shared/hex';
import { defendingSide, type Campaign, type Command } from '@shared/rulesets/core';
import type { DefenseLaunch, DefenseState } from '@shared/rulesets/defense';
import { DEFENDABLE_ITEMS, defendingFaction, type FsCommand, type FsState } from '@shared/rulesets/firestorm';
import type { AppThunk } from '../../app/store';
import { ITEM_NAMES } from '../firestorm/fsNames';
import { issueFsCommand } from '../firestorm/issueFsCommand';
import { selectFirestorm } from '../firestorm/fsSelectors';
import { territoryName } from '../firestorm/fsBoard';
import { issueCommand } from '../play/issueCommand';
import { selectCampaign } from '../play/playSelectors';
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

/**
 * ANV-1 (Firestorm): a territory with a Walled Settlement, Stronghold or Lord's Tower, defended by the players of
 * the faction that holds it (Firestorm players are named by their ids). Null when nobody defends it.
 */
export function fsDefenseLaunchFor(fs: FsState, hex: HexKey): DefenseLaunch | null {
  const faction = defendingFaction(fs, hex);
  if (!faction || faction.playerIds.length === 0) return null;
  const items = fs.territories[hex]!.items.map((i) => i.type);
  const what = ITEM_NAMES[DEFENDABLE_ITEMS.find((type) => items.includes(type))!].name;
  const place = territoryName(fs, hex);
  return {
    hex,
    defenseId: `defense-${hex}-${fs.log.length}`,
    place: place.startsWith('hex ') ? `the ${what} at ${place}` : `${place} (${what}, hex ${hexName(hex)})`,
    sideId: faction.id,
    sideName: faction.name,
    players: faction.playerIds.slice(0, MAX_DEFENDERS).map((id) => ({ id, name: id })),
    ruleset: 'firestorm',
  };
}

/** The hex panel's "Defend this settlement…": the defense screen opens with its holders as defenders (ANV-1). */
export function defendSettlement(hex: HexKey): AppThunk {
  return (dispatch, getState) => {
    const campaign = selectCampaign(getState());
    const fs = campaign ? null : selectFirestorm(getState());
    const launch = campaign ? defenseLaunchFor(campaign, hex) : fs && fsDefenseLaunchFor(fs, hex);
    if (launch) dispatch(defenseOpened(launch));
  };
}

/**
 * ANV-40: the ended game's result goes to the campaign as a RecordDefense command of its ruleset (one undo step
 * there, replayed with the log). A refusal (another campaign was opened meanwhile) is kept to be shown.
 */
export function recordDefenseResult(game: DefenseState): AppThunk {
  return (dispatch, getState) => {
    const { launch, recorded } = getState().defense;
    if (!launch || recorded || !game.result) return;
    const result = {
      defenseId: game.id,
      winners: [...game.result.winner],
      influence: game.players.map((p) => ({ playerId: p.id, influence: p.influence })),
      cityBuildingsLeft: game.result.cityBuildingsLeft,
      affectsCampaign: game.settings.affectsCampaign,
    };
    const accepted =
      launch.ruleset === 'firestorm'
        ? dispatch(issueFsCommand({ type: 'RecordDefense', hex: launch.hex, result } as FsCommand))
        : dispatch(issueCommand({ type: 'RecordDefense', hex: launch.hex, result } as unknown as Command));
    const error = accepted ? null : (getState().play.message?.text ?? 'The campaign refused the result.');
    dispatch(defenseRecorded({ error }));
  };
}
