import type { HexKey } from '@shared/hex';
import type { CampaignMap, MapHex } from '@shared/map';
import { chunkHexes } from './chunkHexes';
import { drawChunkCoordinates } from './drawCoordinates';
import type { DrawContext, PathFactory } from './drawContext';
import { drawFeatureChunks, type FeatureStyle } from './drawFeatures';
import { drawNames } from './drawNames';
import { drawTerrainChunks, type TerrainView } from './drawTerrain';
import { buildFeatureChunks, type FeatureChunks } from './featureChunks';
import { hexLookup, type HexLookup } from './hexLookup';
import { buildTerrainChunks, visibleChunks, type TerrainChunks } from './terrainChunks';

/** Everything the map is drawn from, built once per map change: chunked terrain and feature paths. */
export interface MapPicture {
  readonly map: CampaignMap;
  readonly terrain: TerrainChunks;
  readonly features: FeatureChunks;
  /** Neighbour lookups for the draw code (grid, seams, bridges). */
  readonly lookup: HexLookup;
}

/** Builds the chunked paths for `map`, reusing the terrain chunks of `previous` that did not change. */
export function buildMapPicture(
  map: CampaignMap,
  size: number,
  createPath: PathFactory,
  previous?: MapPicture,
): MapPicture {
  // One pass over the keyed table, the costliest step of the build on 100k "q,r" keys; for…in runs about 2.5×
  // faster than Object.values there in V8.
  const all: MapHex[] = [];
  for (const key in map.hexes) all.push(map.hexes[key as HexKey] as MapHex);
  const lookup = hexLookup(map, all);
  const chunks = chunkHexes(all, size);
  return {
    map,
    lookup,
    terrain: buildTerrainChunks(chunks, lookup, size, createPath, previous?.terrain),
    features: buildFeatureChunks(chunks, lookup, size, createPath),
  };
}

/**
 * Draws the whole picture in one go, without Konva or bitmap caches: for printing and exporting (any canvas with
 * the DrawContext methods, in the browser or in Node). The caller sets the world → device transform; `view` says
 * what is visible and at which scale, which picks the level of detail as on screen.
 */
export function drawMap(
  ctx: DrawContext,
  picture: MapPicture,
  view: TerrainView,
  options: FeatureStyle & { readonly showCoordinates: boolean },
  createPath: PathFactory,
): void {
  const size = picture.terrain.size;
  const visible = visibleChunks(picture.terrain, view.rect);
  drawTerrainChunks(ctx, visible, size, picture.lookup, view.scale, createPath);
  if (options.showCoordinates) drawChunkCoordinates(ctx, visible, size, view);
  const { rect } = view;
  const features = picture.features.chunks.filter(
    ({ bounds: b }) =>
      b.minX <= rect.maxX && b.maxX >= rect.minX && b.minY <= rect.maxY && b.maxY >= rect.minY,
  );
  drawFeatureChunks(ctx, features, size, picture.lookup, view.scale, options);
  drawNames(ctx, features, size, view.scale);
}
