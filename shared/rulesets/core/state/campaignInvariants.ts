import { hexPhrase, type HexKey } from '../../../hex';
import { brokenMapInvariant, isPassable } from '../../../map';
import type { Army, Campaign } from '../model/campaign';
import { brokenLogInvariant, brokenRngState } from './logInvariants';
import { t } from '../../../i18n';

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
    brokenMapInvariant(campaign.map, t('coreRules:invariant.campaignMap'), featureHexes) ??
    brokenSettlements(campaign, featureHexes) ??
    brokenTurnAndStatus(campaign) ??
    brokenRngState(campaign.rng, t('coreRules:invariant.theCampaign')) ??
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
    if (playerIds.has(player.id)) return t('coreRules:invariant.playerTwice', { player: player.name });
    playerIds.add(player.id);
  }
  const sideIds = new Set<string>();
  for (const side of sides) {
    if (sideIds.has(side.id)) return t('coreRules:invariant.sideTwice', { side: side.name });
    sideIds.add(side.id);
    for (const playerId of side.playerIds) {
      const player = players.find((p) => p.id === playerId);
      if (!player) return t('coreRules:invariant.sideListsStranger', { side: side.name, player: playerId });
      if (player.sideId !== side.id)
        return t('coreRules:invariant.listedNotOn', { player: player.name, side: side.name });
    }
  }
  if (status !== 'setup' && sides.length !== 2)
    return t('coreRules:invariant.sideCount', { count: sides.length });
  for (const player of players) {
    const side = sides.find((s) => s.id === player.sideId);
    if (!side) return t('coreRules:invariant.noSuchSide', { player: player.name, side: player.sideId });
    if (!side.playerIds.includes(player.id))
      return t('coreRules:invariant.missingFromSide', { player: player.name, side: side.name });
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
    if (!owner) return t('coreRules:invariant.armyOwner', { army: army.name, owner: army.ownerId });
    if (army.hex === null) {
      if (!army.destroyed) return t('coreRules:invariant.armyNowhere', { army: army.name });
      continue;
    }
    if (army.destroyed)
      return t('coreRules:invariant.armyDestroyedStands', { army: army.name, hex: hexPhrase(army.hex) });
    const hex = has(map.hexes, army.hex) ? map.hexes[army.hex] : undefined;
    if (!hex) return t('coreRules:invariant.armyOffMap', { army: army.name, hex: hexPhrase(army.hex) });
    if (!isPassable(hex.terrain))
      return t('coreRules:invariant.armyImpassable', {
        army: army.name,
        hex: hexPhrase(army.hex),
        terrain: t(`map:terrain.${hex.terrain}`),
      });
    const place = `${owner.sideId}@${army.hex}`;
    const other = taken.get(place);
    if (other)
      return t('coreRules:invariant.armiesShare', { a: other.name, b: army.name, hex: hexPhrase(army.hex) });
    taken.set(place, army);
    const offMap = army.pathThisPhase?.find((key) => !has(map.hexes, key));
    if (offMap !== undefined)
      return t('coreRules:invariant.armyPathOffMap', { army: army.name, hex: hexPhrase(offMap) });
  }
  return undefined;
}

/** LORD-1, LORD-4: one Lord per player; an active Lord is with a live army of its player, a lost one with none. */
function brokenLords(campaign: Campaign): string | undefined {
  const { lords, armies } = campaign;
  for (const playerId of lords.ids) {
    const lord = lords.entities[playerId]!;
    if (!campaign.players.some((player) => player.id === playerId))
      return t('coreRules:invariant.lordOwner', { lord: lord.name, player: playerId });
    if (lord.state !== 'active') {
      if (lord.armyId !== null)
        return t(`coreRules:invariant.lordGoneWithArmy.${lord.state}`, { lord: lord.name });
      continue;
    }
    if (lord.armyId === null) return t('coreRules:invariant.lordNoArmy', { lord: lord.name });
    const army = has(armies.entities, lord.armyId) ? armies.entities[lord.armyId] : undefined;
    if (!army) return t('coreRules:invariant.lordNoSuchArmy', { lord: lord.name, army: lord.armyId });
    if (army.ownerId !== playerId)
      return t('coreRules:invariant.lordOtherArmy', { lord: lord.name, army: army.name });
    if (army.hex === null)
      return t('coreRules:invariant.lordDestroyedArmy', { lord: lord.name, army: army.name });
  }
  return undefined;
}

/** DATA-6: a battle names existing sides and armies on hexes of the map. */
function brokenBattles(campaign: Campaign): string | undefined {
  const { battles, armies, sides, map } = campaign;
  for (const id of battles.ids) {
    const battle = battles.entities[id]!;
    // Made only when a problem is found: the loader checks every battle of a file.
    const where = () => t('coreRules:invariant.battle', { hex: hexPhrase(battle.hex), turn: battle.turn });
    for (const key of [battle.hex, battle.entryHex] as HexKey[]) {
      if (!has(map.hexes, key))
        return t('coreRules:invariant.battleOffMap', { battle: where(), hex: hexPhrase(key) });
    }
    for (const role of ['attacker', 'defender'] as const) {
      const { sideId, armyId } = battle[role];
      if (!has(armies.entities, armyId))
        return t('coreRules:invariant.battleNoArmy', { battle: where(), army: armyId });
      if (!sides.some((side) => side.id === sideId))
        return t('coreRules:invariant.battleNoSide', { battle: where(), side: sideId });
    }
    if (battle.state !== 'pending' && !battle.finalResult)
      return t(`coreRules:invariant.battleNoResult.${battle.state}`, { battle: where() });
    const stranger = [...(battle.lordUsed ?? []), ...(battle.lordKilledInChallenge ?? [])].find(
      (playerId) => !campaign.players.some((player) => player.id === playerId),
    );
    if (stranger !== undefined)
      return t('coreRules:invariant.battleLordStranger', { battle: where(), player: stranger });
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
    const what = () =>
      t('coreRules:invariant.settlement', {
        settlement: t(`map:settlement.${settlement.type}`),
        hex: hexPhrase(key),
      });
    if (controller !== null && !players.has(controller))
      return t('coreRules:invariant.heldByStranger', { settlement: what(), player: controller });
    if (originalOwner !== undefined && !players.has(originalOwner))
      return t('coreRules:invariant.placedByStranger', { settlement: what(), player: originalOwner });
  }
  return undefined;
}

/** TURN-1, TURN-2, VICT-*: the turn names real sides, armies and battles; an ended campaign has a result. */
function brokenTurnAndStatus(campaign: Campaign): string | undefined {
  const { turn, status, result, sides, armies, battles } = campaign;
  const isSide = (id: string) => sides.some((side) => side.id === id);
  if (status !== 'setup') {
    if (!isSide(turn.activeSideId)) return t('coreRules:invariant.activeSide', { side: turn.activeSideId });
    if (!isSide(turn.firstSideId)) return t('coreRules:invariant.firstSide', { side: turn.firstSideId });
    if (campaign.log.length === 0) return t(`coreRules:invariant.emptyLog.${status}`);
  }
  if (status === 'ended' && !result) return t('coreRules:invariant.endedNoResult');
  if (status !== 'ended' && result) return t(`coreRules:invariant.resultTooEarly.${status}`);
  if (result && result.winner !== 'draw' && !isSide(result.winner))
    return t('coreRules:invariant.winner', { side: result.winner });
  const awaiting = turn.awaiting;
  if (awaiting) {
    if (!has(battles.entities, awaiting.battleId))
      return t('coreRules:invariant.awaitBattle', { battle: awaiting.battleId });
    if (!has(armies.entities, awaiting.armyId))
      return t('coreRules:invariant.awaitArmy', { army: awaiting.armyId });
  }
  const stranger = Object.keys(turn.locationBonus).find((armyId) => !has(armies.entities, armyId));
  if (stranger !== undefined) return t('coreRules:invariant.bonusArmy', { army: stranger });
  const unknown = Object.keys(campaign.settings.autoPlay).find(
    (playerId) => !campaign.players.some((player) => player.id === playerId),
  );
  if (unknown !== undefined && status !== 'setup')
    return t('coreRules:invariant.autoPlay', { player: unknown });
  return undefined;
}
