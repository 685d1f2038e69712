import { hexName } from '@shared/hex';
import type { MapHex } from '@shared/map';
import type { DrawContext } from './drawContext';
import type { TerrainView } from './drawTerrain';
import { MAP_COLORS } from './palette';
import { visibleChunks, type TerrainChunk, type TerrainChunks } from './terrainChunks';

/** From this scale (hex radius ≥ ~29 px) the hex names ("0201") fit inside their hexes. */
export const COORDINATES_MIN_SCALE = 0.9;

/** Writes each visible hex's name ("0201", the one name of shared/hex/hexName) near its top edge; returns how many. */
export function drawCoordinates(ctx: DrawContext, terrain: TerrainChunks, view: TerrainView): number {
  return drawChunkCoordinates(ctx, visibleChunks(terrain, view.rect), terrain.size, view);
}

/** The coordinates of the given chunks' hexes that lie in the view. */
export function drawChunkCoordinates(
  ctx: DrawContext,
  chunks: readonly TerrainChunk[],
  size: number,
  view: TerrainView,
): number {
  if (view.scale < COORDINATES_MIN_SCALE) return 0;
  const { rect } = view;
  const fontSize = Math.max(0.24 * size, 9 / view.scale);
  ctx.font = `${fontSize}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillStyle = MAP_COLORS.coordinate;
  let written = 0;
  for (const { chunk } of chunks) {
    chunk.hexes.forEach((hex: MapHex, index) => {
      const x = chunk.centres[index * 2] as number;
      const y = chunk.centres[index * 2 + 1] as number;
      if (x + size < rect.minX || x - size > rect.maxX || y + size < rect.minY || y - size > rect.maxY)
        return;
      ctx.fillText(hexName(hex), x, y - 0.8 * size);
      written++;
    });
  }
  return written;
}
