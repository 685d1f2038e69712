import type { WorldRect } from '@shared/layout';
import type { MapHex } from '@shared/map';
import type { DrawContext } from '../canvas/draw/drawContext';
import type { FeatureChunks } from '../canvas/draw/featureChunks';
import { MAP_COLORS } from '../canvas/draw/palette';
import type { PrintContent } from './printContent';

/**
 * A round badge with the side's letter, ringed in the side's colour, centred on (x, y) with radius `radius`. On
 * screen a settlement's controller is its fill colour (SETUP-7); printed in greyscale, Red and Blue fills come out
 * nearly the same grey, so paper gets the letter as well.
 */
export function drawControlBadge(
  ctx: DrawContext,
  x: number,
  y: number,
  radius: number,
  side: { readonly letter: string; readonly color: string },
): void {
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arc(x, y, radius, 0, 2 * Math.PI);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.strokeStyle = side.color;
  ctx.lineWidth = radius * 0.32;
  ctx.stroke();
  ctx.fillStyle = MAP_COLORS.label;
  ctx.font = `bold ${radius * 1.25}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(side.letter, x, y + radius * 0.08);
}

/** Badges on the controlled settlements of the feature chunks meeting `rect`, up and right of the icons. */
export function drawControlBadges(
  ctx: DrawContext,
  features: FeatureChunks,
  rect: WorldRect,
  content: Pick<PrintContent, 'sides' | 'sideOfPlayer'>,
): number {
  const size = features.size;
  let drawn = 0;
  for (const { chunk, settlements, bounds } of features.chunks) {
    if (
      bounds.minX > rect.maxX ||
      bounds.maxX < rect.minX ||
      bounds.minY > rect.maxY ||
      bounds.maxY < rect.minY
    )
      continue;
    for (const index of settlements) {
      const controller = (chunk.hexes[index] as MapHex).settlement?.controller;
      const sideIndex = controller ? content.sideOfPlayer[controller] : undefined;
      const side = sideIndex === undefined ? undefined : content.sides[sideIndex];
      if (!side) continue;
      const x = (chunk.centres[index * 2] as number) + 0.55 * size;
      const y = (chunk.centres[index * 2 + 1] as number) - 0.5 * size;
      drawControlBadge(ctx, x, y, 0.22 * size, side);
      drawn++;
    }
  }
  return drawn;
}
