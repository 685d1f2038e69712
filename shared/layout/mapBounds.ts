import type { HexKey } from '../hex';
import type { CampaignMap, MapHex } from '../map';
import { hexToPixel } from './hexToPixel';
import type { WorldRect } from './point';

/**
 * The world-space box around every hex of the map, corners included (a flat-top hex reaches S left and right of
 * its centre and √3·S/2 up and down, HEX-1). An empty map gives the empty box at the origin.
 *
 * HEX-1 makes x depend on q alone and y on r + q/2 alone, so the loop only tracks those extremes and honeycomb
 * converts the four of them: a Hex instance per hex would take ~250 ms on a 100k-hex map, and fitting the camera
 * runs this on every "fit".
 */
export function mapBounds(map: Pick<CampaignMap, 'hexes'>, size: number): WorldRect {
  let minQ = Infinity;
  let maxQ = -Infinity;
  // 2r + q: twice the row height coordinate, kept integral.
  let minRow2 = Infinity;
  let maxRow2 = -Infinity;
  // for…in: about 2.5× faster than Object.values over 100k "q,r" keys in V8.
  for (const key in map.hexes) {
    const hex = map.hexes[key as HexKey] as MapHex;
    const row2 = 2 * hex.r + hex.q;
    if (hex.q < minQ) minQ = hex.q;
    if (hex.q > maxQ) maxQ = hex.q;
    if (row2 < minRow2) minRow2 = row2;
    if (row2 > maxRow2) maxRow2 = row2;
  }
  if (minQ === Infinity) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const halfHeight = (Math.sqrt(3) * size) / 2;
  return {
    minX: hexToPixel(minQ, 0, size).x - size,
    maxX: hexToPixel(maxQ, 0, size).x + size,
    minY: hexToPixel(0, minRow2 / 2, size).y - halfHeight,
    maxY: hexToPixel(0, maxRow2 / 2, size).y + halfHeight,
  };
}
