import { hexName as hexNumber, type HexKey } from '../hex';
import type { CampaignMap, Terrain } from '../map';
import type { ArmyId, Campaign, Level, SideId } from '../rulesets/core';

/** A hex as the GM reads it: "Ashford (town, hex 0512)", "hex 0304 (hills)". Never an internal key. */
export function hexName(map: CampaignMap, key: HexKey): string {
  const hex = map.hexes[key];
  const number = `hex ${hexNumber(key)}`;
  if (!hex) return number;
  const settlement = hex.settlement;
  if (settlement?.name) return `${settlement.name} (${settlement.type}, ${number})`;
  if (settlement) return `${number} (${settlement.type})`;
  if (hex.label) return `${hex.label} (${number})`;
  return `${number} (${TERRAIN_WORDS[hex.terrain]})`;
}

const TERRAIN_WORDS: Record<Terrain, string> = {
  open: 'open ground',
  forest: 'forest',
  hills: 'hills',
  marsh: 'marsh',
  mountain: 'mountains',
  water: 'water',
};

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
    campaign.players.find((p) => p.id === id)?.name ?? 'nobody';
  const side = (id: SideId) => campaign.sides.find((s) => s.id === id)?.name ?? 'an unknown side';
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
      if (!army) return 'an unknown army';
      const sideId = sideOfArmy(id);
      return sideId ? `${army.name} (${side(sideId)})` : army.name;
    },
    lord: (playerId) => campaign.lords.entities[playerId]?.name ?? `${player(playerId)}'s Lord`,
    hex: (key) => hexName(map, key),
  };
}

/** DATA-6 levels in words. */
export const LEVEL_WORDS: Record<Level, string> = {
  draw: 'draw',
  minor: 'minor victory',
  major: 'major victory',
  massacre: 'massacre',
};

/** "Turn 2 · round 1 · Blue's FIGHT phase", or how the campaign ended. */
export function whenText(campaign: Campaign): string {
  const { turn } = campaign;
  if (campaign.status === 'setup') return 'Before the first turn';
  const base = `Turn ${turn.number} · round ${turn.round}`;
  if (campaign.status === 'ended') return `${base} · campaign ended`;
  const side = campaign.sides.find((s) => s.id === turn.activeSideId)?.name ?? '';
  return `${base} · ${side}'s ${turn.phase} phase`;
}
