import { describe, expect, it } from 'vitest';
import {
  clampScale,
  fitCamera,
  MAX_SCALE,
  MIN_SCALE,
  panBy,
  screenToWorld,
  visibleWorldRect,
  worldToScreen,
  zoomAt,
} from '../../../renderer/src/canvas/camera';
import { HEX_SIZE } from '../../../renderer/src/canvas/hexSize';
import { mapBounds } from '@shared/layout';
import { rectangleMap } from './testMaps';

describe('camera', () => {
  it('maps world to screen as world · scale + (x, y) and back', () => {
    const camera = { x: 40, y: -10, scale: 2 };
    expect(worldToScreen(camera, { x: 5, y: 7 })).toEqual({ x: 50, y: 4 });
    expect(screenToWorld(camera, { x: 50, y: 4 })).toEqual({ x: 5, y: 7 });
  });

  it('pans by screen pixels without changing the scale', () => {
    expect(panBy({ x: 1, y: 2, scale: 3 }, 10, -5)).toEqual({ x: 11, y: -3, scale: 3 });
  });

  it('keeps the world point under the pointer fixed when zooming', () => {
    const camera = { x: 100, y: 50, scale: 1 };
    const pointer = { x: 300, y: 200 };
    const before = screenToWorld(camera, pointer);
    const zoomed = zoomAt(camera, 2, pointer);
    expect(zoomed.scale).toBe(2);
    const after = screenToWorld(zoomed, pointer);
    expect(after.x).toBeCloseTo(before.x, 10);
    expect(after.y).toBeCloseTo(before.y, 10);
  });

  it('clamps the scale on both ends, also when zooming', () => {
    expect(clampScale(100)).toBe(MAX_SCALE);
    expect(clampScale(0)).toBe(MIN_SCALE);
    expect(zoomAt({ x: 0, y: 0, scale: MAX_SCALE }, 4, { x: 10, y: 10 }).scale).toBe(MAX_SCALE);
  });

  it('fits a 30×20 map inside the viewport with the padding, centred', () => {
    const map = rectangleMap(30, 20);
    const viewport = { width: 1000, height: 700 };
    const camera = fitCamera(map, viewport, 20);
    const box = mapBounds(map, HEX_SIZE);
    const topLeft = worldToScreen(camera, { x: box.minX, y: box.minY });
    const bottomRight = worldToScreen(camera, { x: box.maxX, y: box.maxY });
    expect(topLeft.x).toBeGreaterThanOrEqual(20 - 1e-9);
    expect(topLeft.y).toBeGreaterThanOrEqual(20 - 1e-9);
    expect(bottomRight.x).toBeLessThanOrEqual(980 + 1e-9);
    expect(bottomRight.y).toBeLessThanOrEqual(680 + 1e-9);
    // One axis touches the padding; the other is centred.
    const touches = Math.abs(topLeft.x - 20) < 1e-6 || Math.abs(topLeft.y - 20) < 1e-6;
    expect(touches).toBe(true);
    expect((topLeft.x + bottomRight.x) / 2).toBeCloseTo(500, 6);
    expect((topLeft.y + bottomRight.y) / 2).toBeCloseTo(350, 6);
  });

  it('reports the visible world rectangle for culling', () => {
    expect(visibleWorldRect({ x: -100, y: 50, scale: 2 }, { width: 400, height: 300 })).toEqual({
      minX: 50,
      minY: -25,
      maxX: 250,
      maxY: 125,
    });
  });
});
