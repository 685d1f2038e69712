import type { MapHex } from '@shared/map';
import { drawBridge } from './drawBridge';
import type { DrawContext } from './drawContext';
import type { HexLookup } from './hexLookup';
import type { TerrainView } from './drawTerrain';
import type { FeatureChunk, FeatureChunks } from './featureChunks';
import { MAP_COLORS } from './palette';
import { riverDirection } from './riverPath';
import { drawNames } from './drawNames';
import { drawSettlementDot, drawSettlementIcon } from './settlementIcons';

/** Below this scale (hex radius < ~8 px) settlements are dots and bridges are left out. */
export const ICONS_MIN_SCALE = 0.25;
export { NAMES_MIN_SCALE } from './drawNames';

export interface FeatureStyle {
  /** Controller colours by player id (SETUP-7); unknown ids and neutral settlements are drawn white. */
  readonly playerColors: Readonly<Record<string, string>>;
}

export function settlementFill(hex: MapHex, style: FeatureStyle): string {
  const controller = hex.settlement?.controller;
  return (controller && style.playerColors[controller]) || MAP_COLORS.neutralFill;
}

/** Draws rivers, bridges, settlements and their names of the chunks that meet the view, in world coordinates. */
export function drawFeatures(
  ctx: DrawContext,
  features: FeatureChunks,
  lookup: HexLookup,
  view: TerrainView,
  style: FeatureStyle,
): number {
  const { rect } = view;
  const visible = features.chunks.filter(
    ({ chunk: { bounds } }) =>
      bounds.minX <= rect.maxX &&
      bounds.maxX >= rect.minX &&
      bounds.minY <= rect.maxY &&
      bounds.maxY >= rect.minY,
  );
  drawFeatureChunks(ctx, visible, features.size, lookup, view.scale, style);
  drawNames(ctx, visible, features.size, view.scale);
  return visible.length;
}

/** Rivers first (under everything), then bridges, then settlement icons, or dots at overview zoom. */
export function drawFeatureChunks(
  ctx: DrawContext,
  chunks: readonly FeatureChunk[],
  size: number,
  lookup: HexLookup,
  scale: number,
  style: FeatureStyle,
): void {
  drawRiverChunks(ctx, chunks, size, scale);
  drawSettlementChunks(ctx, chunks, size, lookup, scale, style);
}

/** The rivers of the chunks (HEX-7): a dark edge, then the water over it. */
export function drawRiverChunks(
  ctx: DrawContext,
  chunks: readonly FeatureChunk[],
  size: number,
  scale: number,
): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (scale >= ICONS_MIN_SCALE) {
    ctx.strokeStyle = MAP_COLORS.riverEdge;
    ctx.lineWidth = 0.3 * size;
    for (const { rivers } of chunks) if (rivers) ctx.stroke(rivers);
  }
  ctx.strokeStyle = MAP_COLORS.river;
  ctx.lineWidth = Math.max(0.17 * size, 1.5 / scale);
  for (const { rivers } of chunks) if (rivers) ctx.stroke(rivers);
}

/** The bridges and settlements of the chunks (HEX-7), over the rivers. */
export function drawSettlementChunks(
  ctx: DrawContext,
  chunks: readonly FeatureChunk[],
  size: number,
  lookup: HexLookup,
  scale: number,
  style: FeatureStyle,
): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const outline = Math.max(0.045 * size, 1 / scale);
  for (const { chunk, bridges, settlements } of chunks) {
    const at = (index: number) =>
      [chunk.centres[index * 2] as number, chunk.centres[index * 2 + 1] as number] as const;
    if (scale >= ICONS_MIN_SCALE) {
      for (const index of bridges) {
        const hex = chunk.hexes[index] as MapHex;
        drawBridge(ctx, ...at(index), size, riverDirection(hex, lookup));
      }
    }
    for (const index of settlements) {
      const hex = chunk.hexes[index] as MapHex;
      const type = hex.settlement?.type ?? 'village';
      const fill = settlementFill(hex, style);
      if (scale >= ICONS_MIN_SCALE) drawSettlementIcon(ctx, type, ...at(index), size, fill, outline);
      else drawSettlementDot(ctx, type, ...at(index), settlementDotRadius(size, scale), fill, outline);
    }
  }
}

/** Dots keep at least 2.5 screen pixels of radius however far out the camera is. */
export function settlementDotRadius(size: number, scale: number): number {
  return Math.max(0.4 * size, 2.5 / scale);
}
