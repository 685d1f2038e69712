import { parseHexKey, type HexKey } from '../hex';
import type { Point } from './point';

const SQRT3 = Math.sqrt(3);

/*
 * HEX-1, the one hex-centre formula of the code base (flat-top, origin at the centre of hex 0,0): the screen's
 * canvas layers, print sheets and handouts, the pack's maps, the balance heat map and the benches all place hexes
 * with these. The scalar forms exist for the hot loops (a chunk of 256 hexes, a 100k-hex bench) that must not
 * allocate a Point per hex. A test checks them against honeycomb-grid's hexToPoint.
 */

/** x of the centre of a hex in column q, for hex size S (centre to corner): 1.5·S·q. */
export function hexCentreX(q: number, size: number): number {
  return 1.5 * size * q;
}

/** y of the centre of hex (q, r): √3·S·(r + q/2). */
export function hexCentreY(q: number, r: number, size: number): number {
  return SQRT3 * size * (r + q / 2);
}

/** HEX-1: centre of hex (q, r) for hex size S. */
export function hexToPixel(q: number, r: number, size: number): Point {
  // `0 +` folds -0 into 0 so that callers comparing or serialising points never see "-0".
  return { x: 0 + hexCentreX(q, size), y: 0 + hexCentreY(q, r, size) };
}

/** HEX-1: centre of the hex with this key. */
export function hexKeyToPixel(key: HexKey, size: number): Point {
  const { q, r } = parseHexKey(key);
  return hexToPixel(q, r, size);
}
