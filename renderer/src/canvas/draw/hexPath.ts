import { hexCorners, type Point } from '@shared/layout';
import type { PathBuilder } from './drawContext';

const cornersBySize = new Map<number, readonly Point[]>();

/** Corner offsets of a flat-top hex of the given size (HEX-1), computed once per size. */
export function cornerOffsets(size: number): readonly Point[] {
  let corners = cornersBySize.get(size);
  if (!corners) cornersBySize.set(size, (corners = hexCorners(size)));
  return corners;
}

/** Adds one closed hex outline centred on (x, y) to the path. */
export function addHex(path: PathBuilder, x: number, y: number, corners: readonly Point[]): void {
  const first = corners[0] as Point;
  path.moveTo(x + first.x, y + first.y);
  for (let index = 1; index < 6; index++) {
    const corner = corners[index] as Point;
    path.lineTo(x + corner.x, y + corner.y);
  }
  path.closePath();
}
