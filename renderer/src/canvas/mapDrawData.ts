import type { HexKey } from '@shared/hex';
import type { CampaignMap, MapHex } from '@shared/map';
import type { PathBuilder } from './draw/drawContext';
import { buildFeatureChunks, type FeatureChunks } from './draw/featureChunks';
import { chunkHexes } from './draw/chunkHexes';
import { hexLookup, type HexLookup } from './draw/hexLookup';
import { buildTerrainChunks, type TerrainChunks } from './draw/terrainChunks';
import { HEX_SIZE } from './hexSize';

/** Everything the map layers draw from, built once per map change. */
export interface MapDrawData {
  readonly map: CampaignMap;
  readonly terrain: TerrainChunks;
  readonly features: FeatureChunks;
  /** Neighbour lookups for the draw code (grid, seams, bridges). */
  readonly lookup: HexLookup;
}

export const createPath2D = (): PathBuilder => new Path2D();

/** Builds the chunked paths for `map`, reusing the terrain chunks of `previous` that did not change. */
export function buildMapDrawData(map: CampaignMap, previous?: MapDrawData): MapDrawData {
  // One pass over the keyed table, the costliest step of the build on 100k "q,r" keys; for…in runs about 2.5×
  // faster than Object.values there in V8.
  const all: MapHex[] = [];
  for (const key in map.hexes) all.push(map.hexes[key as HexKey] as MapHex);
  const lookup = hexLookup(map, all);
  const chunks = chunkHexes(all, HEX_SIZE);
  return {
    map,
    lookup,
    terrain: buildTerrainChunks(chunks, lookup, HEX_SIZE, createPath2D, previous?.terrain),
    features: buildFeatureChunks(chunks, lookup, HEX_SIZE, createPath2D),
  };
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
