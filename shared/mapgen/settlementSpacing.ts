import { forEachWithin, type MapGrid } from './mapGrid';

/** Settlement kinds while generating: the index into SETTLEMENT_TYPES (HEX-7); −1 = none. */
export const VILLAGE = 0;
export const TOWN = 1;
export const CITY = 2;
export const FORTRESS = 3;

/**
 * Minimum hex distance from a settlement of each kind to any other settlement; two settlements keep the larger of
 * their two spacings. Villages never touch, towns have a hex between, cities two, so the map does not clump and a
 * city's +1 move zone (LOC-4) is its own.
 */
export const SETTLEMENT_SPACING = [2, 3, 4, 2] as const;
const MAX_SPACING = 4;

/** True when a settlement of `kind` at hex i keeps its spacing from every settlement already in `kinds`. */
export function isSpaced(grid: MapGrid, kinds: Int8Array, i: number, kind: number): boolean {
  if (kinds[i]! >= 0) return false;
  const own = SETTLEMENT_SPACING[kind]!;
  return !forEachWithin(grid, i, MAX_SPACING - 1, (j, d) => {
    const other = kinds[j]!;
    return other >= 0 && d < Math.max(own, SETTLEMENT_SPACING[other]!);
  });
}
