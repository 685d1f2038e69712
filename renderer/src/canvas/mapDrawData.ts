import type { CampaignMap } from '@shared/map';
import type { PathBuilder } from './draw/drawContext';
import { lazyMapPicture } from './draw/lazyMapPicture';
import type { MapPicture } from './draw/mapPicture';
import { HEX_SIZE } from './hexSize';

/** What the map layers draw from: the map picture at HEX_SIZE with browser Path2D paths. */
export type MapDrawData = MapPicture;

export const createPath2D = (): PathBuilder => new Path2D();

/**
 * The chunked paths for `map`, reusing the terrain chunks of `previous` that did not change. Built lazily (issue
 * 30): the first frame of a freshly opened map is drawn from its hexes, the chunks in idle time after it.
 */
export function buildMapDrawData(map: CampaignMap, previous?: MapDrawData): MapDrawData {
  return lazyMapPicture(map, HEX_SIZE, createPath2D, previous);
}

/**
 * Remembers the last built data so the next map reuses its unchanged terrain chunks. One per MapCanvas: painting a
 * hex then rebuilds one terrain chunk instead of the whole map.
 */
export function createMapDrawCache(): { build(map: CampaignMap): MapDrawData } {
  let last: MapDrawData | undefined;
  return {
    build(map) {
      if (last?.map !== map) last = buildMapDrawData(map, last);
      return last;
    },
  };
}
