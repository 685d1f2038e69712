import { pointToCube } from 'honeycomb-grid';
import { hexKey, type HexKey } from '../hex';
import { flatHexClass } from './flatHex';

/** The key of the hex whose area contains the world point (x, y): the inverse of HEX-1, rounded in cube space. */
export function pixelToHexKey(x: number, y: number, size: number): HexKey {
  const { q, r } = pointToCube(flatHexClass(size).settings, { x, y });
  return hexKey(q, r);
}
