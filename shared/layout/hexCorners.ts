import { flatHexClass } from './flatHex';
import type { Point } from './point';

/**
 * The six corners of a flat-top hex (HEX-1) as offsets from its centre, clockwise on screen from the upper right:
 * (S/2, −h/2), (S, 0), (S/2, h/2), (−S/2, h/2), (−S, 0), (−S/2, −h/2) with h = √3·S.
 */
export function hexCorners(size: number): Point[] {
  const FlatHex = flatHexClass(size);
  // honeycomb returns the corners of Hex(0, 0), which with a centre origin are offsets from the centre.
  return new FlatHex([0, 0]).corners.map(({ x, y }) => ({ x: 0 + x, y: 0 + y }));
}
