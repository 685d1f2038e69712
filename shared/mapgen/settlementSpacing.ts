import { indexOfAxial, type MapGrid } from './mapGrid';

/** Settlement kinds while generating: the index into SETTLEMENT_TYPES (HEX-7); −1 = none. */
export const VILLAGE = 0;
export const TOWN = 1;
export const CITY = 2;
export const FORTRESS = 3;
/** The settlement type of each kind code above (the map model's names). */
export const KIND_TYPES = ['village', 'town', 'city', 'fortress'] as const;

/**
 * Minimum hex distance from a settlement of each kind to any other settlement; two settlements keep the larger of
 * their two spacings. Villages never touch, towns have a hex between, cities two, so the map does not clump and a
 * city's +1 move zone (LOC-4) is its own.
 */
export const SETTLEMENT_SPACING = [2, 3, 4, 2] as const;
const MAX_SPACING = 4;

/**
 * Least distance from either home edge for each kind: one more than its spacing, so a settlement never crowds the
 * fortress line (distance 1, SETUP-3) and every hex of that line stays open to a fortress. Without it, a row of
 * villages along line 2 pushed both of a side's fortresses into one corner.
 */
export const MIN_HOME_DISTANCE = SETTLEMENT_SPACING.map((s) => s + 1);

/**
 * True when a settlement of `kind` at hex i keeps its spacing from every settlement already in `kinds`.
 * Walks the hexes within MAX_SPACING − 1 by axial offsets: no closure, no allocation (it runs per candidate site).
 */
export function isSpaced(grid: MapGrid, kinds: Int8Array, i: number, kind: number): boolean {
  if (kinds[i]! >= 0) return false;
  const own = SETTLEMENT_SPACING[kind]!;
  const radius = MAX_SPACING - 1;
  const q0 = grid.table.q[i]!;
  const r0 = grid.table.r[i]!;
  for (let dq = -radius; dq <= radius; dq++) {
    const lo = Math.max(-radius, -dq - radius);
    const hi = Math.min(radius, -dq + radius);
    for (let dr = lo; dr <= hi; dr++) {
      const j = indexOfAxial(grid.width, grid.height, q0 + dq, r0 + dr);
      if (j < 0) continue;
      const other = kinds[j]!;
      if (other < 0) continue;
      const d = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
      if (d < own || d < SETTLEMENT_SPACING[other]!) return false;
    }
  }
  return true;
}
