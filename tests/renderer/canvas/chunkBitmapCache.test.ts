import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChunkBitmapCache } from '../../../renderer/src/canvas/chunkBitmapCache';
import { RecordingContext } from './recordingContext';

/** OffscreenCanvas is a browser API; this stand-in records what is drawn into each bitmap. */
class FakeOffscreenCanvas {
  readonly context = Object.assign(new RecordingContext(), { setTransform: vi.fn() });
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return this.context;
  }
}

function fakeScreen() {
  const images: { x: number; y: number; width: number }[] = [];
  const ctx = {
    save: vi.fn(),
    restore: vi.fn(),
    setTransform: vi.fn(),
    drawImage: (image: FakeOffscreenCanvas, x: number, y: number, width = image.width) =>
      images.push({ x, y, width }),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, images };
}

const items = [
  { key: 'a', bounds: { minX: 0, minY: 0, maxX: 100, maxY: 100 } },
  { key: 'b', bounds: { minX: 100, minY: 0, maxX: 200, maxY: 100 } },
];
const frame = (x: number, scale = 0.5) => ({ x, y: 0.4, scale, pixelRatio: 1 });

describe('chunk bitmap cache', () => {
  beforeEach(() => vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas));
  afterEach(() => vi.unstubAllGlobals());

  it('draws the first frame at a new scale directly, then pans with bitmaps rendered once each', () => {
    const cache = createChunkBitmapCache();
    const render = vi.fn();
    const direct = vi.fn();
    const { ctx, images } = fakeScreen();
    expect(cache.draw(ctx, items, frame(0), 0, render, direct)).toBe('direct');
    expect(direct).toHaveBeenCalledTimes(1);
    expect(render).not.toHaveBeenCalled();

    expect(cache.draw(ctx, items, frame(10.3), 0, render, direct)).toBe('bitmaps');
    expect(cache.draw(ctx, items, frame(20.7), 0, render, direct)).toBe('bitmaps');
    expect(render.mock.calls.map(([, key]) => key)).toEqual(['a', 'b']);
    expect(direct).toHaveBeenCalledTimes(1);
    // Bitmaps land on whole pixels: the camera offset is rounded, the chunk offset is floor(minX · scale).
    expect(images.slice(0, 2)).toEqual([
      { x: 10, y: 0, width: 50 },
      { x: 60, y: 0, width: 50 },
    ]);
    expect(images.slice(2).map((image) => image.x)).toEqual([21, 71]);
  });

  it('stretches the last bitmaps while zooming and asks for a sharp redraw once the zoom settles', () => {
    vi.useFakeTimers();
    const cache = createChunkBitmapCache();
    const render = vi.fn();
    const direct = vi.fn();
    const redraw = vi.fn();
    const { ctx, images } = fakeScreen();
    cache.draw(ctx, items, frame(0), 0, render, direct, redraw);
    cache.draw(ctx, items, frame(1), 0, render, direct, redraw);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.draw(ctx, items, frame(1, 0.6), 0, render, direct, redraw)).toBe('preview');
    expect(cache.draw(ctx, items, frame(1, 0.7), 0, render, direct, redraw)).toBe('preview');
    // Stretched, not re-rendered: 0.7 / 0.5 of the 50-pixel bitmap.
    expect(images.at(-2)?.width).toBeCloseTo(70, 9);
    expect(render).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(200);
    expect(redraw).toHaveBeenCalledTimes(1);
    // The redraw comes at the same scale: now the bitmaps are rendered for it, a share a frame (one of two here).
    expect(cache.draw(ctx, items, frame(1, 0.7), 0, render, direct, redraw)).toBe('sharpening');
    expect(render).toHaveBeenCalledTimes(3);
    expect(cache.draw(ctx, items, frame(1, 0.7), 0, render, direct, redraw)).toBe('bitmaps');
    expect(render).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });

  it('sharpens a settled zoom nearest the centre first, a share of the chunks a frame, until all are sharp', () => {
    vi.useFakeTimers();
    const render = vi.fn((_ctx: unknown, _key: unknown) => undefined);
    const cache = createChunkBitmapCache({ sharpenFrames: 2 });
    const row = ['w', 'x', 'y', 'z'].map((key, i) => ({
      key,
      bounds: { minX: i * 100, minY: 0, maxX: (i + 1) * 100, maxY: 100 },
    }));
    const screen = fakeScreen();
    // A 200-pixel-wide screen; at scale 0.6 the chunk centres land at 55, 115, 205 and 295 (x + 25).
    const ctx = Object.assign(screen.ctx, { canvas: { width: 200, height: 100 } });
    const redraw = vi.fn();
    cache.draw(ctx, row, frame(25), 0, render, vi.fn(), redraw);
    cache.draw(ctx, row, frame(25), 0, render, vi.fn(), redraw);
    expect(cache.sharp).toBe(true);
    render.mockClear();
    cache.draw(ctx, row, frame(25, 0.6), 0, render, vi.fn(), redraw);
    vi.advanceTimersByTime(200);
    expect(redraw).toHaveBeenCalledTimes(1);
    // Settled: half the chunks (sharpenFrames 2) are rendered sharp, the nearest to the centre (100) first; the
    // other two are drawn stretched from the last scale (50 px × 1.2) and another frame is asked for.
    expect(cache.draw(ctx, row, frame(25, 0.6), 0, render, vi.fn(), redraw)).toBe('sharpening');
    expect(render.mock.calls.map(([, key]) => key)).toEqual(['x', 'w']);
    expect(cache.sharp).toBe(false);
    expect(screen.images.slice(-4).map((image) => image.width)).toEqual([60, 60, 60, 60]);
    vi.advanceTimersByTime(0);
    expect(redraw).toHaveBeenCalledTimes(2);
    expect(cache.draw(ctx, row, frame(25, 0.6), 0, render, vi.fn(), redraw)).toBe('bitmaps');
    expect(render.mock.calls.map(([, key]) => key)).toEqual(['x', 'w', 'y', 'z']);
    expect(cache.sharp).toBe(true);
    vi.useRealTimers();
  });

  it('renders new bitmaps at once when the zoom jumps more than 2× from the cached scale', () => {
    const cache = createChunkBitmapCache();
    const render = vi.fn();
    const { ctx } = fakeScreen();
    cache.draw(ctx, items, frame(0), 0, render, vi.fn());
    cache.draw(ctx, items, frame(1), 0, render, vi.fn());
    expect(cache.draw(ctx, items, frame(1, 0.2), 0, render, vi.fn())).toBe('bitmaps');
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('steps aside when one chunk would need an oversized bitmap', () => {
    const cache = createChunkBitmapCache();
    const direct = vi.fn();
    const { ctx } = fakeScreen();
    const huge = [{ key: 'h', bounds: { minX: 0, minY: 0, maxX: 2000, maxY: 2000 } }];
    cache.draw(ctx, huge, frame(0, 1), 0, vi.fn(), direct);
    expect(cache.draw(ctx, huge, frame(1, 1), 0, vi.fn(), direct)).toBe('direct');
    expect(direct).toHaveBeenCalledTimes(2);
  });

  it('evicts the least recently drawn bitmaps beyond its pixel budget', () => {
    const cache = createChunkBitmapCache({ budgetPixels: 4_000 });
    const render = vi.fn();
    const { ctx } = fakeScreen();
    cache.draw(ctx, [items[0]!], frame(0), 0, render, vi.fn());
    cache.draw(ctx, [items[0]!], frame(1), 0, render, vi.fn());
    cache.draw(ctx, [items[1]!], frame(2), 0, render, vi.fn());
    // 'a' was evicted to make room for 'b' (2 500 px each, budget 4 000): drawing it again renders it again.
    cache.draw(ctx, [items[1]!], frame(3), 0, render, vi.fn());
    cache.draw(ctx, [items[0]!], frame(4), 0, render, vi.fn());
    expect(render.mock.calls.map(([, key]) => key)).toEqual(['a', 'b', 'a']);
  });
});
