import type { CampaignMap } from '../map';
import { hexToPixel } from './hexToPixel';
import type { WorldRect } from './point';

/**
 * The world-space box around every hex of the map, corners included (a flat-top hex reaches S left and right of
 * its centre and √3·S/2 up and down, HEX-1). An empty map gives the empty box at the origin.
 */
export function mapBounds(map: Pick<CampaignMap, 'hexes'>, size: number): WorldRect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const hex of Object.values(map.hexes)) {
    const { x, y } = hexToPixel(hex.q, hex.r, size);
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (minX === Infinity) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const halfHeight = (Math.sqrt(3) * size) / 2;
  return { minX: minX - size, minY: minY - halfHeight, maxX: maxX + size, maxY: maxY + halfHeight };
}
