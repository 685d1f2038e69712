import { hexToPoint } from 'honeycomb-grid';
import { flatHexClass } from './flatHex';
import type { Point } from './point';

/** HEX-1: centre of hex (q, r) for hex size S (centre to corner): x = 1.5·S·q, y = √3·S·(r + q/2). */
export function hexToPixel(q: number, r: number, size: number): Point {
  const FlatHex = flatHexClass(size);
  const { x, y } = hexToPoint(new FlatHex([q, r]));
  // `0 +` folds -0 into 0 so that callers comparing or serialising points never see "-0".
  return { x: 0 + x, y: 0 + y };
}
