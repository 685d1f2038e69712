import type { WorldRect } from '@shared/layout';
import type { MapHex } from '@shared/map';
import type { DrawContext, PathFactory } from './drawContext';
import { MAP_COLORS, TERRAIN_COLORS, TERRAIN_MARKS } from './palette';
import { visibleChunks, type TerrainChunks } from './terrainChunks';
import { buildGridPath, buildMarks } from './terrainMarks';

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

/**
 * Draws the terrain of the visible chunks in world coordinates (the caller has set the camera transform): per
 * chunk one fill of every hex in its most common colour, one fill per other terrain, then marks and grid lines.
 */
export function drawTerrain(
  ctx: DrawContext,
  terrain: TerrainChunks,
  hexes: Readonly<Record<string, MapHex>>,
  view: TerrainView,
  createPath: PathFactory,
): DrawStats {
  const visible = visibleChunks(terrain, view.rect);
  let fills = 0;
  let strokes = 0;
  for (const built of visible) {
    ctx.fillStyle = TERRAIN_COLORS[built.baseTerrain];
    ctx.fill(built.base);
    fills++;
    for (const { terrain: kind, path } of built.fills) {
      ctx.fillStyle = TERRAIN_COLORS[kind];
      ctx.fill(path);
      fills++;
    }
  }
  if (view.scale >= MARKS_MIN_SCALE) {
    ctx.lineWidth = 0.07 * terrain.size;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const built of visible) {
      built.lazy.marks ??= buildMarks(built.chunk, terrain.size, createPath);
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
  if (view.scale >= GRID_MIN_SCALE) {
    ctx.strokeStyle = MAP_COLORS.grid;
    ctx.lineWidth = 1 / view.scale;
    for (const built of visible) {
      built.lazy.grid ??= buildGridPath(built.chunk, hexes, terrain.size, createPath);
      ctx.stroke(built.lazy.grid);
      strokes++;
    }
  }
  return { chunks: visible.length, fills, strokes };
}
