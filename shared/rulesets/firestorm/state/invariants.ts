import { hexName, type HexKey } from '../../../hex';
import { brokenMapInvariant, isPassable, type CampaignMap } from '../../../map';
import type { FsState } from '../model/types';
import { brokenFirestormReference } from './referenceInvariants';
import { t } from '../../../i18n';

/**
 * What a Firestorm campaign read from a file must hold for the engine and the screens to work on it (DATA-1): ids
 * unique, every reference to a faction or a hex resolvable, banners on passable hexes of the map. The first broken
 * one as a plain sentence naming the faction, banner or hex, or undefined. The loader runs it after the schema.
 */
export function brokenFirestormInvariant(
  state: FsState,
  featureHexes?: readonly HexKey[],
): string | undefined {
  const map = state.map;
  const broken = brokenMapInvariant(map, t('fsEngine:invariants.campaignMap'), featureHexes);
  if (broken) return broken;
  const factions = new Set<string>();
  for (const faction of state.factions) {
    if (factions.has(faction.id)) return t('fsEngine:invariants.factionId', { id: faction.id });
    factions.add(faction.id);
  }
  const onMap = (hex: HexKey) => map.hexes[hex] !== undefined;
  for (const [hex, territory] of Object.entries(state.territories) as [
    HexKey,
    FsState['territories'][string],
  ][]) {
    if (!onMap(hex)) return t('fsEngine:invariants.territoryOffMap', { hex });
    if (territory.owner !== null && !factions.has(territory.owner))
      return t('fsEngine:invariants.territoryOwner', { hex: hexName(hex) });
  }
  const banners = new Set<string>();
  for (const banner of state.banners) {
    if (banners.has(banner.id)) return t('fsEngine:invariants.bannerId', { id: banner.id });
    banners.add(banner.id);
    if (!factions.has(banner.factionId)) return t('fsEngine:invariants.bannerFaction', { id: banner.id });
    if (banner.hex !== null && !onPassable(map, banner.hex))
      return t('fsEngine:invariants.bannerHex', { id: banner.id, hex: banner.hex });
  }
  for (const battle of state.battles)
    if (!onMap(battle.hex)) return t('fsEngine:invariants.battleOffMap', { hex: battle.hex });
  return brokenFirestormReference(state);
}

const onPassable = (map: CampaignMap, hex: HexKey): boolean => {
  const found = map.hexes[hex];
  return found !== undefined && isPassable(found.terrain);
};
