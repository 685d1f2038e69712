import { AZGAAR_HEIGHTS } from './azgaarTerrain';
import type { AzgaarWorld } from './azgaarWorld';
import type { PixelRect } from './hexFrame';

/**
 * The part of the world the hexes cover: the whole canvas, or the bounding box of its land cells widened by half a
 * cell's spacing (the land's outer cells reach that far). Azgaar worlds are mostly continents in an ocean; cropped, the
 * same hexes show the land finer and the sides' fortress lines (SETUP-3) fall on land more often.
 */
export function worldRect(world: AzgaarWorld, cropToLand: boolean): PixelRect {
  const whole = { left: 0, top: 0, right: world.width, bottom: world.height };
  if (!cropToLand) return whole;
  const { x, y, height, count } = world.cells;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let c = 0; c < count; c++) {
    if (height[c]! < AZGAAR_HEIGHTS.land) continue;
    left = Math.min(left, x[c]!);
    right = Math.max(right, x[c]!);
    top = Math.min(top, y[c]!);
    bottom = Math.max(bottom, y[c]!);
  }
  if (left === Infinity) return whole;
  const spacing = Math.sqrt((world.width * world.height) / count);
  const pad = spacing / 2;
  const rect = {
    left: Math.max(0, left - pad),
    top: Math.max(0, top - pad),
    right: Math.min(world.width, right + pad),
    bottom: Math.min(world.height, bottom + pad),
  };
  // A single land cell is a point: keep at least a few cells' worth each way.
  return rect.right - rect.left < spacing || rect.bottom - rect.top < spacing ? whole : rect;
}
