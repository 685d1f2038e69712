import { describe, expect, it } from 'vitest';
import { hexToPixel } from '@shared/layout';
import { worldToScreen } from '../../../renderer/src/canvas/camera';
import { HEX_SIZE } from '../../../renderer/src/canvas/hexSize';
import { hexAtScreen } from '../../../renderer/src/canvas/useMapPointer';
import { rectangleMap } from './testMaps';

describe('hexAtScreen', () => {
  const map = rectangleMap(5, 5);
  const camera = { x: 120, y: 80, scale: 0.75 };

  it('finds the hex under a screen point through the camera', () => {
    const centre = worldToScreen(camera, hexToPixel(3, -1, HEX_SIZE));
    expect(hexAtScreen(map, camera, centre)).toBe('3,-1');
    expect(hexAtScreen(map, camera, { x: centre.x + 10, y: centre.y - 10 })).toBe('3,-1');
  });

  it('answers null off the map (HEX-8)', () => {
    const outside = worldToScreen(camera, hexToPixel(-1, 0, HEX_SIZE));
    expect(hexAtScreen(map, camera, outside)).toBeNull();
  });
});
