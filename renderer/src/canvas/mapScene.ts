import type Konva from 'konva';
import type { HexKey } from '@shared/hex';
import { visibleWorldRect } from './camera';
import { buildWhenIdle } from './buildWhenIdle';
import { createChunkBitmapCache, type ChunkBitmapCache, type FrameTransform } from './chunkBitmapCache';
import { COORDINATES_MIN_SCALE, drawChunkCoordinates } from './draw/drawCoordinates';
import { drawFeatureChunks, type FeatureStyle } from './draw/drawFeatures';
import { drawNames } from './draw/drawNames';
import { drawQuickFeatures, drawQuickTerrain } from './draw/drawQuickMap';
import { isLazyMapPicture } from './draw/lazyMapPicture';
import type { DrawContext } from './draw/drawContext';
import { drawOverlay } from './draw/drawOverlay';
import { drawPlayOverlay, type PlayOverlay } from './draw/drawPlayOverlay';
import { drawTerrainChunks, GRID_MIN_SCALE, type TerrainView } from './draw/drawTerrain';
import type { FeatureChunk } from './draw/featureChunks';
import { visibleChunks, type TerrainChunk } from './draw/terrainChunks';
import { HEX_SIZE } from './hexSize';
import { createPath2D, type MapDrawData } from './mapDrawData';

/**
 * Konva scene functions for the map layers: each reads the camera from the shape's absolute transform, culls
 * chunks against the visible world rectangle and hands the native context to the Konva-free draw code, through a
 * chunk bitmap cache while panning. The React MapCanvas and the browser benchmark use these same functions.
 */
export type SceneFunc = (context: Konva.Context, shape: Konva.Shape) => void;

const EVERYWHERE = { minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity };

export function shapeView(shape: Konva.Shape): TerrainView & { frame: FrameTransform } {
  const [scale = 1, , , , x = 0, y = 0] = shape.getAbsoluteTransform().getMatrix();
  const stage = shape.getStage();
  const viewport = { width: stage?.width() ?? 0, height: stage?.height() ?? 0 };
  const pixelRatio = shape.getLayer()?.getCanvas().getPixelRatio() ?? 1;
  return { rect: visibleWorldRect({ x, y, scale }, viewport), scale, frame: { x, y, scale, pixelRatio } };
}

/**
 * Terrain. Pass one `cache` for the life of a MapCanvas: its bitmaps are keyed by terrain chunk objects, which
 * survive map edits that do not touch them (buildTerrainChunks), so painting a hex re-renders one bitmap.
 */
export function terrainSceneFunc(
  data: MapDrawData,
  cache: ChunkBitmapCache = createChunkBitmapCache(),
): SceneFunc {
  let quickFrame = quickFirstFrame(data);
  return (context, shape) => {
    const view = shapeView(shape);
    // Grid lines and texture marks are drawn per chunk: a first frame close enough to show them waits for the chunks.
    if (quickFrame && view.scale < GRID_MIN_SCALE && isLazyMapPicture(data) && !data.built) {
      quickFrame = false;
      drawQuickTerrain(context._context, data.hexes, data.lookup, HEX_SIZE, view.rect, createPath2D);
      cache.shown(view.frame);
      buildWhenIdle(data, () => shape.getLayer()?.batchDraw());
      return;
    }
    quickFrame = false;
    const { terrain, lookup } = data;
    const visible = visibleChunks(terrain, view.rect);
    const draw = (ctx: DrawContext, chunks: readonly TerrainChunk[]) =>
      drawTerrainChunks(ctx, chunks, terrain.size, lookup, view.scale, createPath2D);
    cache.draw(
      context._context,
      visible.map((built) => ({ key: built, bounds: built.chunk.bounds })),
      view.frame,
      // Room for the half of a border grid line that lies outside the chunk's hexes.
      2 / view.scale,
      (ctx, key) => draw(ctx, [key as TerrainChunk]),
      () => draw(context._context, visible),
      () => shape.getLayer()?.batchDraw(),
    );
  };
}

/** Whether a scene function's first frame may be drawn before the chunks are built (see lazyMapPicture). */
function quickFirstFrame(data: MapDrawData): boolean {
  return isLazyMapPicture(data) && data.fresh && !data.built;
}

/** Coordinates, rivers, bridges and settlements (cached per chunk while panning), then names on top, live. */
export function featuresSceneFunc(
  data: MapDrawData,
  style: FeatureStyle,
  showCoordinates: boolean,
  cache: ChunkBitmapCache = createChunkBitmapCache(),
): SceneFunc {
  let quickFrame = quickFirstFrame(data);
  let byId: { features: Map<string, FeatureChunk>; terrain: Map<string, TerrainChunk> } | undefined;
  const size = HEX_SIZE;
  return (context, shape) => {
    const view = shapeView(shape);
    const ctx = context._context;
    const coordinates = showCoordinates && view.scale >= COORDINATES_MIN_SCALE;
    // Coordinates are drawn per terrain chunk: a first frame that shows them waits for the chunks (and the terrain's
    // first frame waits for them from the grid's scale).
    if (quickFrame && !coordinates && view.scale < GRID_MIN_SCALE && isLazyMapPicture(data) && !data.built) {
      quickFrame = false;
      drawQuickFeatures(ctx, data.hexes, data.lookup, size, view.scale, style, createPath2D);
      cache.shown(view.frame);
      buildWhenIdle(data, () => shape.getLayer()?.batchDraw());
      return;
    }
    quickFrame = false;
    byId ??= {
      features: new Map(data.features.chunks.map((built) => [built.chunk.id, built])),
      terrain: new Map(data.terrain.chunks.map((built) => [built.chunk.id, built])),
    };
    const { features: featuresById, terrain: terrainById } = byId;
    const visibleTerrain = visibleChunks(data.terrain, view.rect);
    const { rect } = view;
    // With coordinates every visible chunk has something to draw; otherwise only chunks whose features show.
    const items = coordinates
      ? visibleTerrain.map(({ chunk }) => ({ key: chunk.id, bounds: chunk.bounds }))
      : data.features.chunks
          .filter(
            ({ bounds: b }) =>
              b.minX <= rect.maxX && b.maxX >= rect.minX && b.minY <= rect.maxY && b.maxY >= rect.minY,
          )
          .map(({ chunk, bounds }) => ({ key: chunk.id, bounds }));
    const visibleFeatures = items.flatMap(({ key }) => featuresById.get(key) ?? []);
    const drawFeatures = (target: DrawContext, chunks: FeatureChunk[]) =>
      drawFeatureChunks(target, chunks, size, data.lookup, view.scale, style);
    cache.draw(
      ctx,
      items,
      view.frame,
      // Item boxes hold whole hexes; overview dots (2.5 px) and outlines may reach a few pixels past them.
      Math.max(0.3 * size, 4 / view.scale),
      (bitmap, key) => {
        const id = key as string;
        const built = terrainById.get(id);
        if (coordinates && built)
          drawChunkCoordinates(bitmap, [built], size, { rect: EVERYWHERE, scale: view.scale });
        const features = featuresById.get(id);
        if (features) drawFeatures(bitmap, [features]);
      },
      () => {
        if (coordinates) drawChunkCoordinates(ctx, visibleTerrain, size, view);
        drawFeatures(ctx, visibleFeatures);
      },
      () => shape.getLayer()?.batchDraw(),
    );
    drawNames(ctx, visibleFeatures, size, view.scale);
  };
}

export function overlaySceneFunc(
  hoverHex: HexKey | null,
  selectedHex: HexKey | null,
  highlightHexes: readonly HexKey[],
): SceneFunc {
  return (context, shape) => {
    drawOverlay(
      context._context,
      { hoverHex, selectedHex, highlightHexes },
      HEX_SIZE,
      shapeView(shape).scale,
    );
  };
}

/** The campaign overlay: reachable hexes, path preview, refused drop, retreat choices. */
export function playOverlaySceneFunc(overlay: PlayOverlay): SceneFunc {
  return (context, shape) => {
    drawPlayOverlay(context._context, overlay, HEX_SIZE, shapeView(shape).scale);
  };
}
