import { hexName as hexNumber, type HexKey } from '../hex';
import type { CampaignMap, Terrain } from '../map';
import { t } from '../i18n';
import type { ArmyId, Campaign, Level, SideId } from '../rulesets/core';

/** A hex as the GM reads it: "Ashford (town, hex 0512)", "hex 0304 (hills)". Never an internal key. */
export function hexName(map: CampaignMap, key: HexKey): string {
  const hex = map.hexes[key];
  const number = t('pack:names.hex', { number: hexNumber(key) });
  if (!hex) return number;
  const settlement = hex.settlement;
  if (settlement) {
    const type = t(`pack:names.settlementType.${settlement.type}`);
    return settlement.name
      ? t('pack:names.namedSettlement', { name: settlement.name, type, hex: number })
      : t('pack:names.settlement', { hex: number, type });
  }
  if (hex.label) return t('pack:names.labelled', { label: hex.label, hex: number });
  return t('pack:names.terrainHex', { hex: number, terrain: terrainWord(hex.terrain) });
}

const terrainWord = (terrain: Terrain) => t(`pack:names.terrain.${terrain}`);

/** Names of players, sides, armies and Lords as the GM typed them; ids never reach the page. */
export interface PackNamer {
  player(id: string | null | undefined): string;
  side(id: SideId): string;
  /** "Alice 1 (Red)". */
  army(id: ArmyId): string;
  /** "Lord Alice". */
  lord(playerId: string): string;
  hex(key: HexKey): string;
  sideOfArmy(id: ArmyId): SideId | undefined;
}

export function packNamer(campaign: Campaign, map: CampaignMap = campaign.map): PackNamer {
  const player = (id: string | null | undefined) =>
    campaign.players.find((p) => p.id === id)?.name ?? t('pack:names.nobody');
  const side = (id: SideId) => campaign.sides.find((s) => s.id === id)?.name ?? t('pack:names.unknownSide');
  const sideOfArmy = (id: ArmyId) => {
    const owner = campaign.armies.entities[id]?.ownerId;
    return campaign.players.find((p) => p.id === owner)?.sideId;
  };
  return {
    player,
    side,
    sideOfArmy,
    army: (id) => {
      const army = campaign.armies.entities[id];
      if (!army) return t('pack:names.unknownArmy');
      const sideId = sideOfArmy(id);
      return sideId ? t('pack:names.armyOfSide', { army: army.name, side: side(sideId) }) : army.name;
    },
    lord: (playerId) =>
      campaign.lords.entities[playerId]?.name ?? t('pack:names.playersLord', { player: player(playerId) }),
    hex: (key) => hexName(map, key),
  };
}

/** DATA-6 levels in words, in the current language. */
export const levelWord = (level: Level): string => t(`pack:level.${level}`);

/** "Turn 2 · round 1 · Blue's FIGHT phase", or how the campaign ended. */
export function whenText(campaign: Campaign): string {
  const { turn } = campaign;
  if (campaign.status === 'setup') return t('pack:names.beforeFirstTurn');
  const at = { turn: turn.number, round: turn.round };
  if (campaign.status === 'ended') return t('pack:names.ended', at);
  const side = campaign.sides.find((s) => s.id === turn.activeSideId)?.name ?? '';
  return t('pack:names.phase', { ...at, side, phase: turn.phase });
}
