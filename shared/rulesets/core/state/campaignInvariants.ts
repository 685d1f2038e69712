import { hexPhrase, type HexKey } from '../../../hex';
import { brokenMapInvariant, isPassable } from '../../../map';
import type { Army, Campaign } from '../model/campaign';
import { brokenLogInvariant, brokenRngState } from './logInvariants';

/**
 * Everything a core campaign keeps true in every state the engine can reach: the invariants the fast-check model
 * test (tests/shared/rulesets/core/invariants.test.ts) asserts after every command, and the loader
 * (shared/file/loadHexmarchFile.ts) checks before it opens a file. Returns the first broken one as a plain sentence
 * naming it and where, in the GM's names ("army Alice 2 stands on hex 5,3, which is water"), or undefined.
 * Never throws on a campaign that passed the file schema.
 */
export function brokenCampaignInvariant(
  campaign: Campaign,
  options: CampaignInvariantOptions = {},
): string | undefined {
  const { logFrom = 0, featureHexes } = options;
  return (
    brokenPeople(campaign) ??
    brokenArmies(campaign) ??
    brokenLords(campaign) ??
    brokenBattles(campaign) ??
    brokenMapInvariant(campaign.map, 'the campaign map', featureHexes) ??
    brokenSettlements(campaign, featureHexes) ??
    brokenTurnAndStatus(campaign) ??
    brokenRngState(campaign.rng, 'the campaign') ??
    brokenLogInvariant(campaign, logFrom)
  );
}

export interface CampaignInvariantOptions {
  /** Events before this index of the log are not checked again (a caller checking after every command). */
  readonly logFrom?: number;
  /** The only hexes that can carry a bridge or a settlement (see brokenMapInvariant); all by default. */
  readonly featureHexes?: readonly HexKey[];
}

const has = (record: object, key: string) => Object.hasOwn(record, key);

/** DATA-3, SETUP-2: unique players and sides, each player on one existing side that lists it. */
function brokenPeople(campaign: Campaign): string | undefined {
  const { players, sides, status } = campaign;
  const playerIds = new Set<string>();
  for (const player of players) {
    if (playerIds.has(player.id)) return `player ${player.name} is listed twice`;
    playerIds.add(player.id);
  }
  const sideIds = new Set<string>();
  for (const side of sides) {
    if (sideIds.has(side.id)) return `side ${side.name} is listed twice`;
    sideIds.add(side.id);
    for (const playerId of side.playerIds) {
      const player = players.find((p) => p.id === playerId);
      if (!player) return `side ${side.name} lists a player ${playerId} who is not in the campaign`;
      if (player.sideId !== side.id)
        return `player ${player.name} is listed by side ${side.name} but not on it`;
    }
  }
  if (status !== 'setup' && sides.length !== 2)
    return `the campaign has ${sides.length} sides instead of two (SETUP-2)`;
  for (const player of players) {
    const side = sides.find((s) => s.id === player.sideId);
    if (!side) return `player ${player.name} is on side ${player.sideId}, which does not exist`;
    if (!side.playerIds.includes(player.id)) return `player ${player.name} is missing from side ${side.name}`;
  }
  return undefined;
}

/** DATA-4, HEX-6, MOVE-*: every army has a real owner and stands on a passable hex of the map, one per side. */
function brokenArmies(campaign: Campaign): string | undefined {
  const { armies, map } = campaign;
  const taken = new Map<string, Army>();
  for (const id of armies.ids) {
    const army = armies.entities[id]!;
    const owner = campaign.players.find((player) => player.id === army.ownerId);
    if (!owner) return `army ${army.name} belongs to ${army.ownerId}, who is not a player of the campaign`;
    if (army.hex === null) {
      if (!army.destroyed) return `army ${army.name} is on no hex but was never destroyed`;
      continue;
    }
    if (army.destroyed) return `army ${army.name} was destroyed but still stands on ${hexPhrase(army.hex)}`;
    const hex = has(map.hexes, army.hex) ? map.hexes[army.hex] : undefined;
    if (!hex) return `army ${army.name} stands on ${hexPhrase(army.hex)}, which is not on the map`;
    if (!isPassable(hex.terrain))
      return `army ${army.name} stands on ${hexPhrase(army.hex)}, which is ${hex.terrain}`;
    const place = `${owner.sideId}@${army.hex}`;
    const other = taken.get(place);
    if (other) return `armies ${other.name} and ${army.name} of one side share ${hexPhrase(army.hex)}`;
    taken.set(place, army);
    const offMap = army.pathThisPhase?.find((key) => !has(map.hexes, key));
    if (offMap !== undefined)
      return `army ${army.name} moved through ${hexPhrase(offMap)}, which is not on the map`;
  }
  return undefined;
}

/** LORD-1, LORD-4: one Lord per player; an active Lord is with a live army of its player, a lost one with none. */
function brokenLords(campaign: Campaign): string | undefined {
  const { lords, armies } = campaign;
  for (const playerId of lords.ids) {
    const lord = lords.entities[playerId]!;
    if (!campaign.players.some((player) => player.id === playerId))
      return `Lord "${lord.name}" belongs to ${playerId}, who is not a player of the campaign`;
    if (lord.state !== 'active') {
      if (lord.armyId !== null) return `Lord "${lord.name}" is ${lord.state} but still with an army`;
      continue;
    }
    if (lord.armyId === null) return `Lord "${lord.name}" is active but with no army (LORD-1)`;
    const army = has(armies.entities, lord.armyId) ? armies.entities[lord.armyId] : undefined;
    if (!army) return `Lord "${lord.name}" is with army ${lord.armyId}, which does not exist`;
    if (army.ownerId !== playerId)
      return `Lord "${lord.name}" is with army ${army.name} of another player (LORD-1)`;
    if (army.hex === null) return `Lord "${lord.name}" is active with army ${army.name}, which was destroyed`;
  }
  return undefined;
}

/** DATA-6: a battle names existing sides and armies on hexes of the map. */
function brokenBattles(campaign: Campaign): string | undefined {
  const { battles, armies, sides, map } = campaign;
  for (const id of battles.ids) {
    const battle = battles.entities[id]!;
    const where = `the battle at ${hexPhrase(battle.hex)} (turn ${battle.turn})`;
    for (const key of [battle.hex, battle.entryHex] as HexKey[]) {
      if (!has(map.hexes, key)) return `${where} names ${hexPhrase(key)}, which is not on the map`;
    }
    for (const role of ['attacker', 'defender'] as const) {
      const { sideId, armyId } = battle[role];
      if (!has(armies.entities, armyId)) return `${where} names army ${armyId}, which does not exist`;
      if (!sides.some((side) => side.id === sideId))
        return `${where} names side ${sideId}, which does not exist`;
    }
    if (battle.state !== 'pending' && !battle.finalResult)
      return `${where} is ${battle.state} but has no result`;
    const stranger = [...(battle.lordUsed ?? []), ...(battle.lordKilledInChallenge ?? [])].find(
      (playerId) => !campaign.players.some((player) => player.id === playerId),
    );
    if (stranger !== undefined) return `${where} names the Lord of ${stranger}, who is not a player`;
  }
  return undefined;
}

/** SETUP-7: a settlement is neutral or controlled by a player of the campaign. */
function brokenSettlements(campaign: Campaign, featureHexes?: readonly HexKey[]): string | undefined {
  const players = new Set(campaign.players.map((player) => player.id));
  const { hexes } = campaign.map;
  for (const key of featureHexes ?? (Object.keys(hexes) as HexKey[])) {
    const settlement = hexes[key]?.settlement;
    if (!settlement) continue;
    const { controller, originalOwner } = settlement;
    const what = `the ${settlement.type} on ${hexPhrase(key)}`;
    if (controller !== null && !players.has(controller))
      return `${what} is held by ${controller}, who is not a player of the campaign`;
    if (originalOwner !== undefined && !players.has(originalOwner))
      return `${what} was placed by ${originalOwner}, who is not a player of the campaign`;
  }
  return undefined;
}

/** TURN-1, TURN-2, VICT-*: the turn names real sides, armies and battles; an ended campaign has a result. */
function brokenTurnAndStatus(campaign: Campaign): string | undefined {
  const { turn, status, result, sides, armies, battles } = campaign;
  const isSide = (id: string) => sides.some((side) => side.id === id);
  if (status !== 'setup') {
    if (!isSide(turn.activeSideId)) return `the side to move, ${turn.activeSideId}, does not exist`;
    if (!isSide(turn.firstSideId)) return `the side that moved first, ${turn.firstSideId}, does not exist`;
    if (campaign.log.length === 0) return `the campaign is ${status} but its log is empty (EVT-1)`;
  }
  if (status === 'ended' && !result) return 'the campaign has ended but has no result';
  if (status !== 'ended' && result) return `the campaign is still ${status} but already has a result`;
  if (result && result.winner !== 'draw' && !isSide(result.winner))
    return `the campaign was won by ${result.winner}, which is not a side`;
  const awaiting = turn.awaiting;
  if (awaiting) {
    if (!has(battles.entities, awaiting.battleId))
      return `the campaign waits on battle ${awaiting.battleId}, which does not exist`;
    if (!has(armies.entities, awaiting.armyId))
      return `the campaign waits on a retreat of army ${awaiting.armyId}, which does not exist`;
  }
  const stranger = Object.keys(turn.locationBonus).find((armyId) => !has(armies.entities, armyId));
  if (stranger !== undefined) return `the move bonus lists army ${stranger}, which does not exist`;
  const unknown = Object.keys(campaign.settings.autoPlay).find(
    (playerId) => !campaign.players.some((player) => player.id === playerId),
  );
  if (unknown !== undefined && status !== 'setup')
    return `auto-play is set for ${unknown}, who is not a player of the campaign`;
  return undefined;
}
