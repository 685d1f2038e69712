import { distanceToEdge, hexName, type HexKey } from '../hex';
import type { CampaignMap, PlayerId } from '../map';
import type { PlayerSetup, SideSetup } from '../mapgen/mapParams';
import { t } from '../i18n';

/** The player with this id and their side, or undefined when no side lists them. */
export function findPlayer(
  sides: readonly SideSetup[],
  playerId: PlayerId,
): { side: SideSetup; player: PlayerSetup } | undefined {
  for (const side of sides) {
    const player = side.players.find((p) => p.id === playerId);
    if (player) return { side, player };
  }
  return undefined;
}

/**
 * SETUP-3 conditions that depend on the sides: the owner is a known player, and the hex is on the second line in
 * from the owner's home edge (distanceToEdge = 1). Passable, empty and distinct are checked by the caller with the
 * other placement rules (HEX-6, HEX-7). `ignore` is the fortress's own hex while it is being moved.
 */
export function fortressSiteRefusal(
  map: CampaignMap,
  key: HexKey,
  owner: PlayerId,
  sides: readonly SideSetup[],
  ignore?: HexKey,
): string | null {
  const found = findPlayer(sides, owner);
  if (!found) return t('mapEdit:fortress.unknownOwner', { owner });
  const edge = found.side.homeEdge;
  if (distanceToEdge(key, map.edges[edge]) !== 1) {
    return t('mapEdit:fortress.homeLine', {
      player: found.player.name,
      edge: t(`map:edge.${edge}`),
      hex: hexName(key),
    });
  }
  for (const [other, hex] of Object.entries(map.hexes)) {
    if (other === ignore || hex.settlement?.type !== 'fortress') continue;
    if (hex.settlement.originalOwner === owner) {
      return t('mapEdit:fortress.hasOne', { player: found.player.name, hex: hexName(other as HexKey) });
    }
  }
  return null;
}
