import { createChunkBitmapCache, type ChunkBitmapCache } from '../../../canvas/chunkBitmapCache';
import type { DrawContext } from '../../../canvas/draw/drawContext';
import { HEX_SIZE } from '../../../canvas/hexSize';
import { createPath2D, type MapDrawData } from '../../../canvas/mapDrawData';
import { shapeView, type SceneFunc } from '../../../canvas/mapScene';
import { drawTerritoryChunks } from './drawTerritory';
import { drawTerritoryMarks } from './drawTerritoryMarks';
import type { TerritoryBoard } from './territoryBoard';
import { buildTerritoryChunks, updateTerritoryChunks, type TerritoryChunk } from './territoryChunks';

/** The last territory paths built per map: an ownership change updates them chunk by chunk. */
const lastBuilt = new WeakMap<MapDrawData, { owners: TerritoryBoard['owners']; chunks: TerritoryChunk[] }>();

/**
 * The territory paths for a map and an owner table: built once per change of either, not per frame. A new owner
 * table of the same map rebuilds only the chunks whose territories or frontiers changed (updateTerritoryChunks).
 */
export function buildTerritoryLayer(data: MapDrawData, owners: TerritoryBoard['owners']): TerritoryChunk[] {
  const chunks = data.terrain.chunks.map((built) => built.chunk);
  const last = lastBuilt.get(data);
  if (last?.owners === owners) return last.chunks;
  const built = last
    ? updateTerritoryChunks(last.chunks, last.owners, chunks, owners, data.lookup, HEX_SIZE, createPath2D)
    : buildTerritoryChunks(chunks, owners, data.lookup, HEX_SIZE, createPath2D);
  lastBuilt.set(data, { owners, chunks: built });
  return built;
}

/**
 * Territories (owner fill, pattern, frontiers) through a chunk bitmap cache while panning, like the terrain: a pan
 * redraw is one drawImage per visible chunk. A new owner table builds new chunks, and a new cache with them.
 */
export function territorySceneFunc(
  chunks: readonly TerritoryChunk[],
  factions: TerritoryBoard['factions'],
  cache: ChunkBitmapCache = createChunkBitmapCache(),
): SceneFunc {
  return (context, shape) => {
    const view = shapeView(shape);
    const { rect } = view;
    const visible = chunks.filter(
      ({ chunk: { bounds: b } }) =>
        b.minX <= rect.maxX && b.maxX >= rect.minX && b.minY <= rect.maxY && b.maxY >= rect.minY,
    );
    const draw = (ctx: DrawContext, list: readonly TerritoryChunk[]) =>
      drawTerritoryChunks(ctx, list, factions, view.scale);
    cache.draw(
      context._context,
      visible.map((built) => ({ key: built, bounds: built.chunk.bounds })),
      view.frame,
      // Border lines reach past the hexes by half their width.
      6 / view.scale,
      (ctx, key) => draw(ctx, [key as TerritoryChunk]),
      () => draw(context._context, visible),
      () => shape.getLayer()?.batchDraw(),
    );
  };
}

/** Items, special territories, battles, sieges and visible orders: few, drawn live and culled. */
export function territoryMarksSceneFunc(board: TerritoryBoard): SceneFunc {
  return (context, shape) => {
    const view = shapeView(shape);
    drawTerritoryMarks(context._context, board, HEX_SIZE, view.scale, view.rect);
  };
}
