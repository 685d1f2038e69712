import { DIRECTION_DELTAS, DIRECTIONS } from './directions';
import { hexKey, parseHexKey, type HexKey } from './hexKey';
import { oddQToAxial } from './offset';

/**
 * Neighbours precomputed once per map: hexes are numbered 0..n−1 in hex order (GEN-9: q, then r), and
 * `neighbours[i * 6 + d]` is the index of the hex in direction d (HEX-2 order), or −1 off the map (HEX-8).
 * Hot paths (generation, BFS, legal moves) work on these indices instead of keys or honeycomb's helpers.
 * Runtime-only: derived from the map, never stored in state or files.
 */
export interface NeighbourTable {
  readonly keys: readonly HexKey[];
  readonly q: Int32Array;
  readonly r: Int32Array;
  readonly neighbours: Int32Array;
  indexOf(key: string): number;
}

function compareHexOrder(a: { q: number; r: number }, b: { q: number; r: number }): number {
  return a.q - b.q || a.r - b.r;
}

export function buildNeighbourTable(keys: Iterable<string>): NeighbourTable {
  const positions = [...keys].map(parseHexKey).sort(compareHexOrder);
  const count = positions.length;
  // The keys made here are read back as property names: V8 stores those internalized, and looking a hexes record up
  // with an internalized key skips a string-table search per lookup (issue 16 profile: paths and army hexes come
  // from this table, and auto-play looks hexes up by them constantly). Every key has a comma: none reorders.
  const made = positions.map((p) => hexKey(p.q, p.r));
  const interned = Object.keys(Object.fromEntries(made.map((key) => [key, 0]))) as HexKey[];
  // Two spellings of one hex ("0,0", "-0,0") would fold into one name: then the keys stay as made.
  const sortedKeys = interned.length === made.length ? interned : made;
  const index = new Map<string, number>();
  sortedKeys.forEach((key, i) => index.set(key, i));
  const q = Int32Array.from(positions, (p) => p.q);
  const r = Int32Array.from(positions, (p) => p.r);
  const neighbours = new Int32Array(count * 6);
  for (let i = 0; i < count; i++) {
    DIRECTIONS.forEach((direction, d) => {
      const delta = DIRECTION_DELTAS[direction];
      neighbours[i * 6 + d] = index.get(hexKey(q[i]! + delta.q, r[i]! + delta.r)) ?? -1;
    });
  }
  return { keys: sortedKeys, q, r, neighbours, indexOf: (key) => index.get(key) ?? -1 };
}

/** Every hex of a W×H odd-q rectangle (HEX-4), in hex order; index = col × height + row. */
export function rectangleKeys(width: number, height: number): HexKey[] {
  const keys: HexKey[] = [];
  for (let col = 0; col < width; col++) {
    for (let row = 0; row < height; row++) {
      const { q, r } = oddQToAxial({ col, row });
      keys.push(hexKey(q, r));
    }
  }
  return keys;
}
