import type { WorldRect } from '@shared/layout';
import type { DrawContext } from './draw/drawContext';

/** Device pixels of one cached chunk above which the cache steps aside (deep zoom shows few hexes anyway). */
const MAX_BITMAP_PIXELS = 2_500_000;
/** Device pixels kept per cache (×4 bytes): about 64 MB. Least recently drawn bitmaps go first. */
const DEFAULT_BUDGET_PIXELS = 16_000_000;
/** Quiet time after the last zoom step before the sharp redraw at the new scale. */
const SETTLE_MS = 150;

export interface CachedItem {
  /** Identity of what the bitmap shows: the same key is assumed to draw the same picture at the same scale. */
  readonly key: unknown;
  readonly bounds: WorldRect;
}

/** Where the frame is drawn: camera in CSS pixels and the canvas's device pixel ratio. */
export interface FrameTransform {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  readonly pixelRatio: number;
}

interface Bitmap {
  readonly canvas: OffscreenCanvas;
  /** Device-pixel offset of the bitmap's top left from the world origin at the cache's scale. */
  readonly left: number;
  readonly top: number;
  used: number;
}

export interface ChunkBitmapCache {
  /**
   * Draws one frame. Bitmaps are kept for one device scale. While zooming (each frame at a new scale) the bitmaps
   * of the last scale are drawn stretched ('preview', within 2× of it), and `requestRedraw` is called once the
   * scale has stayed put for SETTLE_MS; that second frame at the same scale renders sharp bitmaps for the new
   * scale. The very first frame, and chunks too big for a bitmap (deep zoom), are drawn with `drawDirect`.
   */
  draw(
    ctx: CanvasRenderingContext2D,
    items: readonly CachedItem[],
    frame: FrameTransform,
    pad: number,
    render: (ctx: DrawContext, key: unknown) => void,
    drawDirect: () => void,
    requestRedraw?: () => void,
  ): 'bitmaps' | 'preview' | 'direct';
}

/**
 * A cache of pre-rendered chunk bitmaps for panning: a pan redraw becomes one drawImage per visible chunk, placed
 * on whole device pixels so the bitmaps stay sharp and meet without seams.
 */
export function createChunkBitmapCache(budgetPixels = DEFAULT_BUDGET_PIXELS): ChunkBitmapCache {
  let cacheScale = 0;
  let lastFrameScale = 0;
  let clock = 0;
  let pixels = 0;
  const bitmaps = new Map<unknown, Bitmap>();

  const evict = (frameClock: number) => {
    if (pixels <= budgetPixels) return;
    const byAge = [...bitmaps].sort((a, b) => a[1].used - b[1].used);
    for (const [key, bitmap] of byAge) {
      if (pixels <= budgetPixels || bitmap.used >= frameClock) break;
      bitmaps.delete(key);
      pixels -= bitmap.canvas.width * bitmap.canvas.height;
    }
  };

  const build = (
    item: CachedItem,
    deviceScale: number,
    pad: number,
    render: (ctx: DrawContext, key: unknown) => void,
  ) => {
    const { bounds } = item;
    const left = Math.floor((bounds.minX - pad) * deviceScale);
    const top = Math.floor((bounds.minY - pad) * deviceScale);
    const width = Math.max(1, Math.ceil((bounds.maxX + pad) * deviceScale) - left);
    const height = Math.max(1, Math.ceil((bounds.maxY + pad) * deviceScale) - top);
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.setTransform(deviceScale, 0, 0, deviceScale, -left, -top);
    render(ctx, item.key);
    pixels += width * height;
    return { canvas, left, top, used: 0 };
  };

  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  const settleLater = (requestRedraw: (() => void) | undefined) => {
    if (!requestRedraw) return;
    clearTimeout(settleTimer);
    settleTimer = setTimeout(requestRedraw, SETTLE_MS);
  };

  const drawBitmaps = (
    ctx: CanvasRenderingContext2D,
    items: readonly CachedItem[],
    frame: FrameTransform,
    pad: number,
    render: (ctx: DrawContext, key: unknown) => void,
    ratio: number,
  ) => {
    const frameClock = ++clock;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    for (const item of items) {
      let bitmap = bitmaps.get(item.key);
      if (!bitmap) bitmaps.set(item.key, (bitmap = build(item, cacheScale, pad, render)));
      bitmap.used = frameClock;
      if (ratio === 1) {
        // Whole device pixels: sharp bitmaps that meet without seams.
        const x = Math.round(frame.x * frame.pixelRatio) + bitmap.left;
        const y = Math.round(frame.y * frame.pixelRatio) + bitmap.top;
        ctx.drawImage(bitmap.canvas, x, y);
      } else {
        const x = frame.x * frame.pixelRatio + bitmap.left * ratio;
        const y = frame.y * frame.pixelRatio + bitmap.top * ratio;
        ctx.drawImage(bitmap.canvas, x, y, bitmap.canvas.width * ratio, bitmap.canvas.height * ratio);
      }
    }
    ctx.restore();
    evict(frameClock);
  };

  return {
    draw(ctx, items, frame, pad, render, drawDirect, requestRedraw) {
      const deviceScale = frame.scale * frame.pixelRatio;
      const largest = items.reduce((most, { bounds }) => {
        const area = (bounds.maxX - bounds.minX + 2 * pad) * (bounds.maxY - bounds.minY + 2 * pad);
        return Math.max(most, area * deviceScale * deviceScale);
      }, 0);
      const sameAsLastFrame = deviceScale === lastFrameScale;
      lastFrameScale = deviceScale;
      if (largest > MAX_BITMAP_PIXELS) {
        drawDirect();
        return 'direct';
      }
      if (deviceScale !== cacheScale) {
        const ratio = deviceScale / cacheScale;
        const canPreview =
          cacheScale > 0 && ratio >= 0.5 && ratio <= 2 && largest / (ratio * ratio) <= MAX_BITMAP_PIXELS;
        if (!sameAsLastFrame && (canPreview || cacheScale === 0)) {
          settleLater(requestRedraw);
          if (!canPreview) {
            drawDirect();
            return 'direct';
          }
          drawBitmaps(ctx, items, frame, pad, render, ratio);
          return 'preview';
        }
        bitmaps.clear();
        pixels = 0;
        cacheScale = deviceScale;
      }
      drawBitmaps(ctx, items, frame, pad, render, 1);
      return 'bitmaps';
    },
  };
}
