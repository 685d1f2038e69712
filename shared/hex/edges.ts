import { distance } from './distance';
import { hexKey, parseHexKey, type HexKey } from './hexKey';
import { oddQToAxial } from './offset';

/** The four named map edges (HEX-5). */
export const EDGES = ['West', 'East', 'North', 'South'] as const;
export type Edge = (typeof EDGES)[number];

export const CORNERS = ['NW', 'NE', 'SE', 'SW'] as const;
export type Corner = (typeof CORNERS)[number];

/** SETUP-2: home edges of the two sides must be opposite. */
export const OPPOSITE_EDGE = {
  West: 'East',
  East: 'West',
  North: 'South',
  South: 'North',
} as const satisfies Record<Edge, Edge>;

export type MapEdges = Record<Edge, HexKey[]>;
export type MapCorners = Record<Corner, HexKey>;

const offsetKey = (col: number, row: number): HexKey => {
  const { q, r } = oddQToAxial({ col, row });
  return hexKey(q, r);
};

/** HEX-5: West = col 0, East = col W−1, North = row 0, South = row H−1, each in hex order (GEN-9). */
export function rectangleEdges(width: number, height: number): MapEdges {
  const cols = Array.from({ length: width }, (_, col) => col);
  const rows = Array.from({ length: height }, (_, row) => row);
  return {
    West: rows.map((row) => offsetKey(0, row)),
    East: rows.map((row) => offsetKey(width - 1, row)),
    North: cols.map((col) => offsetKey(col, 0)),
    South: cols.map((col) => offsetKey(col, height - 1)),
  };
}

/** HEX-5: the corners in offset coordinates NW (0,0), NE (W−1,0), SE (W−1,H−1), SW (0,H−1). */
export function rectangleCorners(width: number, height: number): MapCorners {
  return {
    NW: offsetKey(0, 0),
    NE: offsetKey(width - 1, 0),
    SE: offsetKey(width - 1, height - 1),
    SW: offsetKey(0, height - 1),
  };
}

/** HEX-5: distanceToEdge(h, E) = min distance from h to any hex of E (Infinity for an empty edge). */
export function distanceToEdge(hex: HexKey, edgeHexes: readonly HexKey[]): number {
  const from = parseHexKey(hex);
  let best = Infinity;
  for (const key of edgeHexes) best = Math.min(best, distance(from, parseHexKey(key)));
  return best;
}
