import type { WorldRect } from '@shared/layout';
import type { HexLookup } from './hexLookup';
import type { DrawContext, PathFactory } from './drawContext';
import { MAP_COLORS, TERRAIN_COLORS, TERRAIN_MARKS } from './palette';
import { visibleChunks, type TerrainChunk, type TerrainChunks } from './terrainChunks';
import { buildGridPath, buildMarks, buildSeamPaths } from './terrainMarks';

/** Screen pixels per world unit from which grid lines (hex radius ≥ ~10 px) and texture marks (≥ ~14 px) show. */
export const GRID_MIN_SCALE = 0.3;
export const MARKS_MIN_SCALE = 0.45;

export interface TerrainView {
  /** The visible world rectangle; chunks outside it are skipped. */
  readonly rect: WorldRect;
  /** Camera scale (screen pixels per world unit), for zoom-dependent detail and one-pixel lines. */
  readonly scale: number;
}

export interface DrawStats {
  readonly chunks: number;
  readonly fills: number;
  readonly strokes: number;
}

/** Draws the terrain of the chunks that meet the view, in world coordinates (the caller sets the camera transform). */
export function drawTerrain(
  ctx: DrawContext,
  terrain: TerrainChunks,
  lookup: HexLookup,
  view: TerrainView,
  createPath: PathFactory,
): DrawStats {
  return drawTerrainChunks(
    ctx,
    visibleChunks(terrain, view.rect),
    terrain.size,
    lookup,
    view.scale,
    createPath,
  );
}

/**
 * Draws the given chunks: the seam underlay (see buildSeamPaths), then per chunk one fill of every hex in its most common colour and one fill per other
 * terrain, then (zoom permitting) the texture marks and the grid lines of all of them.
 */
export function drawTerrainChunks(
  ctx: DrawContext,
  chunks: readonly TerrainChunk[],
  size: number,
  lookup: HexLookup,
  scale: number,
  createPath: PathFactory,
): DrawStats {
  let fills = 0;
  let strokes = 0;
  // Two pixels wide so the underlay is opaque under the whole anti-aliased border, however it falls on pixels.
  ctx.lineWidth = 2 / scale;
  for (const built of chunks) {
    built.lazy.seams ??= buildSeamPaths(built.chunk, lookup, size, createPath);
    for (const { terrain: kind, path } of built.lazy.seams) {
      ctx.strokeStyle = TERRAIN_COLORS[kind];
      ctx.stroke(path);
      strokes++;
    }
  }
  for (const built of chunks) {
    ctx.fillStyle = TERRAIN_COLORS[built.baseTerrain];
    ctx.fill(built.base);
    fills++;
    for (const { terrain: kind, path } of built.fills) {
      ctx.fillStyle = TERRAIN_COLORS[kind];
      ctx.fill(path);
      fills++;
    }
  }
  if (scale >= MARKS_MIN_SCALE) {
    ctx.lineWidth = 0.07 * size;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const built of chunks) {
      built.lazy.marks ??= buildMarks(built.chunk, size, createPath);
      for (const { terrain: kind, path, mode } of built.lazy.marks) {
        const colour = TERRAIN_MARKS[kind] ?? MAP_COLORS.grid;
        if (mode === 'fill') {
          ctx.fillStyle = colour;
          ctx.fill(path);
          fills++;
        } else {
          ctx.strokeStyle = colour;
          ctx.stroke(path);
          strokes++;
        }
      }
    }
  }
  if (scale >= GRID_MIN_SCALE) {
    ctx.strokeStyle = MAP_COLORS.grid;
    ctx.lineWidth = 1 / scale;
    for (const built of chunks) {
      built.lazy.grid ??= buildGridPath(built.chunk, lookup, size, createPath);
      ctx.stroke(built.lazy.grid);
      strokes++;
    }
  }
  return { chunks: chunks.length, fills, strokes };
}
