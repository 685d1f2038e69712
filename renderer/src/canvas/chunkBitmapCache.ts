import type { WorldRect } from '@shared/layout';
import type { DrawContext } from './draw/drawContext';

/** Device pixels of one cached chunk above which the cache steps aside (deep zoom shows few hexes anyway). */
const MAX_BITMAP_PIXELS = 2_500_000;
/** Device pixels kept per cache (×4 bytes): about 64 MB. Least recently drawn bitmaps go first. */
const DEFAULT_BUDGET_PIXELS = 16_000_000;
/** Quiet time after the last zoom step before the sharp redraw at the new scale. */
const SETTLE_MS = 150;
/**
 * Frames a settled zoom sharpens over (issue 30): each renders this share of the chunks that are still stretched,
 * nearest the view's centre first, so no frame of a 100k-hex map waits for every chunk (a quarter of a second at
 * fit). A share, not a time budget: Chromium records a bitmap's drawing and rasterises it only when the frame is
 * composed, so a clock read while rendering sees a small part of the cost.
 */
const SHARPEN_FRAMES = 5;

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
  /** The device scale it was rendered at: the cache's scale, or an earlier one while the zoom sharpens. */
  readonly scale: number;
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
   * scale, nearest the view's centre first and a SHARPEN_FRAMES-th of them per frame ('sharpening': the rest stay
   * stretched and `requestRedraw` is called again until every visible chunk is sharp). The very first frame, and
   * chunks too big for a bitmap (deep zoom), are drawn with `drawDirect`.
   */
  draw(
    ctx: CanvasRenderingContext2D,
    items: readonly CachedItem[],
    frame: FrameTransform,
    pad: number,
    render: (ctx: DrawContext, key: unknown) => void,
    drawDirect: () => void,
    requestRedraw?: () => void,
  ): 'bitmaps' | 'preview' | 'direct' | 'sharpening';
  /** Whether the last frame drew every chunk at its own scale (no stretched bitmap left to sharpen). */
  readonly sharp: boolean;
  /**
   * The caller drew this frame itself, without the cache (the quick first frame of a map whose chunks are not
   * built yet): the next frame at the same scale counts as settled and renders the bitmaps, instead of first
   * drawing the whole view directly once more.
   */
  shown(frame: FrameTransform): void;
}

export interface ChunkBitmapCacheOptions {
  /** Device pixels kept (×4 bytes); least recently drawn bitmaps go first. */
  readonly budgetPixels?: number;
  /** Frames a settled zoom sharpens over. */
  readonly sharpenFrames?: number;
}

/**
 * A cache of pre-rendered chunk bitmaps for panning: a pan redraw becomes one drawImage per visible chunk, placed
 * on whole device pixels so the bitmaps stay sharp and meet without seams.
 */
export function createChunkBitmapCache(options: ChunkBitmapCacheOptions = {}): ChunkBitmapCache {
  const budgetPixels = options.budgetPixels ?? DEFAULT_BUDGET_PIXELS;
  const sharpenFrames = options.sharpenFrames ?? SHARPEN_FRAMES;
  let cacheScale = 0;
  /** Stretched chunks re-rendered per frame while sharpening: a share of those the settle frame found. */
  let sharpenPerFrame = 0;
  let sharp = true;
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
    return { canvas, scale: deviceScale, left, top, used: 0 };
  };

  const forget = (key: unknown, bitmap: Bitmap) => {
    bitmaps.delete(key);
    pixels -= bitmap.canvas.width * bitmap.canvas.height;
  };

  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  const settleLater = (requestRedraw: (() => void) | undefined) => {
    if (!requestRedraw) return;
    clearTimeout(settleTimer);
    settleTimer = setTimeout(requestRedraw, SETTLE_MS);
  };

  /**
   * Renders the bitmaps `items` lack at the cache's scale. With `budgeted` (a settled zoom sharpening), items that
   * still have a bitmap of an earlier scale are rendered sharpenPerFrame at a time, nearest the view's centre first;
   * an item with no bitmap at all is always rendered (it would otherwise leave a hole).
   */
  const renderMissing = (
    ctx: CanvasRenderingContext2D,
    items: readonly CachedItem[],
    frame: FrameTransform,
    pad: number,
    render: (ctx: DrawContext, key: unknown) => void,
    budgeted: boolean,
  ) => {
    const missing = items.filter((item) => bitmaps.get(item.key)?.scale !== cacheScale);
    if (budgeted && missing.length > 1 && ctx.canvas) {
      const centreX = ctx.canvas.width / 2 - frame.x * frame.pixelRatio;
      const centreY = ctx.canvas.height / 2 - frame.y * frame.pixelRatio;
      const distance = ({ bounds: b }: CachedItem) =>
        Math.hypot(
          ((b.minX + b.maxX) / 2) * cacheScale - centreX,
          ((b.minY + b.maxY) / 2) * cacheScale - centreY,
        );
      missing.sort((a, b) => distance(a) - distance(b));
    }
    let sharpened = 0;
    for (const item of missing) {
      const old = bitmaps.get(item.key);
      if (old && budgeted && sharpened++ >= sharpenPerFrame) continue;
      if (old) forget(item.key, old);
      bitmaps.set(item.key, build(item, cacheScale, pad, render));
    }
  };

  /** One drawImage per item, each bitmap placed for its own scale; true when a stretched one was drawn. */
  const drawBitmaps = (
    ctx: CanvasRenderingContext2D,
    items: readonly CachedItem[],
    frame: FrameTransform,
    deviceScale: number,
  ): boolean => {
    const frameClock = ++clock;
    let stretched = false;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    for (const item of items) {
      const bitmap = bitmaps.get(item.key)!;
      bitmap.used = frameClock;
      const ratio = deviceScale / bitmap.scale;
      if (ratio === 1) {
        // Whole device pixels: sharp bitmaps that meet without seams.
        const x = Math.round(frame.x * frame.pixelRatio) + bitmap.left;
        const y = Math.round(frame.y * frame.pixelRatio) + bitmap.top;
        ctx.drawImage(bitmap.canvas, x, y);
      } else {
        stretched = true;
        const x = frame.x * frame.pixelRatio + bitmap.left * ratio;
        const y = frame.y * frame.pixelRatio + bitmap.top * ratio;
        ctx.drawImage(bitmap.canvas, x, y, bitmap.canvas.width * ratio, bitmap.canvas.height * ratio);
      }
    }
    ctx.restore();
    evict(frameClock);
    return stretched;
  };

  return {
    get sharp() {
      return sharp;
    },
    shown(frame) {
      lastFrameScale = frame.scale * frame.pixelRatio;
    },
    draw(ctx, items, frame, pad, render, drawDirect, requestRedraw) {
      const deviceScale = frame.scale * frame.pixelRatio;
      const largest = items.reduce((most, { bounds }) => {
        const area = (bounds.maxX - bounds.minX + 2 * pad) * (bounds.maxY - bounds.minY + 2 * pad);
        return Math.max(most, area * deviceScale * deviceScale);
      }, 0);
      const sameAsLastFrame = deviceScale === lastFrameScale;
      lastFrameScale = deviceScale;
      sharp = false;
      if (largest > MAX_BITMAP_PIXELS) {
        sharp = true;
        drawDirect();
        return 'direct';
      }
      let budgeted = false;
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
          renderMissing(ctx, items, frame, pad, render, false);
          drawBitmaps(ctx, items, frame, deviceScale);
          return 'preview';
        }
        // The zoom has settled: bitmaps of the last scales are kept to stand in, stretched, while the new ones are
        // rendered over the next frames; any too far off the new scale to stretch well is dropped now.
        budgeted = canPreview;
        for (const [key, bitmap] of [...bitmaps]) {
          const off = deviceScale / bitmap.scale;
          if (!budgeted || off < 0.5 || off > 2) forget(key, bitmap);
        }
        cacheScale = deviceScale;
        const stale = items.reduce((count, item) => count + (bitmaps.has(item.key) ? 1 : 0), 0);
        sharpenPerFrame = Math.ceil(stale / sharpenFrames);
      } else budgeted = true;
      renderMissing(ctx, items, frame, pad, render, budgeted);
      if (drawBitmaps(ctx, items, frame, deviceScale)) {
        // Konva ignores a batchDraw asked for while it draws: ask once this frame is done.
        if (requestRedraw) setTimeout(requestRedraw, 0);
        return 'sharpening';
      }
      sharp = true;
      return 'bitmaps';
    },
  };
}
