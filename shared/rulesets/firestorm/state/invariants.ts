import { hexName, type HexKey } from '../../../hex';
import { brokenMapInvariant, isPassable, type CampaignMap } from '../../../map';
import type { FsState } from '../model/types';
import { brokenFirestormReference } from './referenceInvariants';

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
  const broken = brokenMapInvariant(map, "the campaign's map", featureHexes);
  if (broken) return broken;
  const factions = new Set<string>();
  for (const faction of state.factions) {
    if (factions.has(faction.id)) return `two factions share the id "${faction.id}"`;
    factions.add(faction.id);
  }
  const onMap = (hex: HexKey) => map.hexes[hex] !== undefined;
  for (const [hex, territory] of Object.entries(state.territories) as [
    HexKey,
    FsState['territories'][string],
  ][]) {
    if (!onMap(hex)) return `a territory lies off the map (${hex})`;
    if (territory.owner !== null && !factions.has(territory.owner))
      return `territory ${hexName(hex)} is owned by a faction the campaign does not have`;
  }
  const banners = new Set<string>();
  for (const banner of state.banners) {
    if (banners.has(banner.id)) return `two banners share the id "${banner.id}"`;
    banners.add(banner.id);
    if (!factions.has(banner.factionId)) return `banner "${banner.id}" belongs to no faction of the campaign`;
    if (banner.hex !== null && !onPassable(map, banner.hex))
      return `banner "${banner.id}" stands on ${banner.hex}, which is not a passable hex of the map`;
  }
  for (const battle of state.battles)
    if (!onMap(battle.hex)) return `a battle is fought off the map (${battle.hex})`;
  return brokenFirestormReference(state);
}

const onPassable = (map: CampaignMap, hex: HexKey): boolean => {
  const found = map.hexes[hex];
  return found !== undefined && isPassable(found.terrain);
};
