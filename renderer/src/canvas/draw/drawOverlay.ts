import type { HexKey } from '@shared/hex';
import { hexKeyToPixel } from '@shared/layout';
import type { DrawContext } from './drawContext';
import { addHex, cornerOffsets } from './hexPath';
import { MAP_COLORS } from './palette';

export interface OverlayState {
  readonly hoverHex: HexKey | null;
  readonly selectedHex: HexKey | null;
  readonly highlightHexes: readonly HexKey[];
}

function outlineHexes(ctx: DrawContext, keys: readonly HexKey[], size: number): void {
  const corners = cornerOffsets(size);
  ctx.beginPath();
  for (const key of keys) {
    // HEX-1 centre; the overlay draws a handful of hexes, so no chunking or caching is needed.
    const { x, y } = hexKeyToPixel(key, size);
    addHex(ctx, x, y, corners);
  }
}

/**
 * Draws highlights (e.g. the brush footprint), the hover outline and the selection outline, in that order, with
 * line widths in screen pixels so they read at every zoom.
 */
export function drawOverlay(ctx: DrawContext, state: OverlayState, size: number, scale: number): void {
  const px = 1 / scale;
  ctx.lineJoin = 'round';
  if (state.highlightHexes.length > 0) {
    outlineHexes(ctx, state.highlightHexes, size);
    ctx.fillStyle = MAP_COLORS.highlightFill;
    ctx.fill();
    ctx.strokeStyle = MAP_COLORS.highlightLine;
    ctx.lineWidth = 1.5 * px;
    ctx.stroke();
  }
  const outlined: [HexKey | null, string][] = [
    [state.hoverHex, MAP_COLORS.hover],
    [state.selectedHex, MAP_COLORS.selection],
  ];
  for (const [key, colour] of outlined) {
    if (!key) continue;
    outlineHexes(ctx, [key], size);
    ctx.strokeStyle = MAP_COLORS.hoverShadow;
    ctx.lineWidth = 5 * px;
    ctx.stroke();
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2.5 * px;
    ctx.stroke();
  }
}
