import { parseHexKey, rectangleKeys, type Edge, type NeighbourTable } from '../hex';

/**
 * The W×H odd-q rectangle the generator works on (HEX-4). Hex i sits at col = ⌊i / H⌋, row = i mod H, the same
 * numbering as rectangleKeys and buildNeighbourTable (hex order, GEN-9), so every stage keeps its data in typed
 * arrays indexed by i and keys appear only when the CampaignMap is built.
 */
export interface MapGrid {
  readonly width: number;
  readonly height: number;
  readonly count: number;
  readonly table: NeighbourTable;
}

/**
 * The neighbour table of a rectangle, computed arithmetically. It equals buildNeighbourTable(rectangleKeys(w, h))
 * (a test checks that); the generic builder parses and hashes every key, which alone took longer than the whole
 * generation budget for 100×100 (bench/suites/mapgenSuite.ts).
 */
export function createMapGrid(width: number, height: number): MapGrid {
  const count = width * height;
  const keys = rectangleKeys(width, height);
  const q = new Int32Array(count);
  const r = new Int32Array(count);
  const neighbours = new Int32Array(count * 6);
  for (let col = 0; col < width; col++) {
    const shift = (col - (col & 1)) / 2;
    for (let row = 0; row < height; row++) {
      const i = col * height + row;
      q[i] = col;
      r[i] = row - shift;
    }
  }
  // HEX-2 deltas N, NE, SE, S, SW, NW, looked up by axial position so the table follows the definition exactly.
  const dq = [0, 1, 1, 0, -1, -1];
  const dr = [-1, -1, 0, 1, 1, 0];
  for (let i = 0; i < count; i++) {
    for (let d = 0; d < 6; d++)
      neighbours[i * 6 + d] = indexOfAxial(width, height, q[i]! + dq[d]!, r[i]! + dr[d]!);
  }
  const table: NeighbourTable = {
    keys,
    q,
    r,
    neighbours,
    indexOf(key) {
      const { q: hq, r: hr } = parseHexKey(key);
      return indexOfAxial(width, height, hq, hr);
    },
  };
  return { width, height, count, table };
}

/** Index of axial (q, r) in a W×H rectangle, or −1 off the map (HEX-8). */
export function indexOfAxial(width: number, height: number, q: number, r: number): number {
  if (q < 0 || q >= width) return -1;
  const row = r + (q - (q & 1)) / 2;
  if (row < 0 || row >= height) return -1;
  return q * height + row;
}

/**
 * HEX-5 distanceToEdge on a rectangle without scanning the edge: a step changes col by at most 1 and a N/S step
 * changes row by exactly 1 while the edge spans every row (or column), so the distance is the col/row gap.
 */
export function edgeDistance(grid: MapGrid, index: number, edge: Edge): number {
  const col = Math.floor(index / grid.height);
  const row = index - col * grid.height;
  switch (edge) {
    case 'West':
      return col;
    case 'East':
      return grid.width - 1 - col;
    case 'North':
      return row;
    case 'South':
      return grid.height - 1 - row;
  }
}

/** The hex distance between two indices of the grid (HEX-3). */
export function gridDistance(grid: MapGrid, a: number, b: number): number {
  const dq = grid.table.q[a]! - grid.table.q[b]!;
  const dr = grid.table.r[a]! - grid.table.r[b]!;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Calls visit(j, d) for every hex j within `radius` of hex i (distance d ≥ 1), without allocating. */
export function forEachWithin(
  grid: MapGrid,
  index: number,
  radius: number,
  visit: (j: number, d: number) => boolean | void,
): boolean {
  const q0 = grid.table.q[index]!;
  const r0 = grid.table.r[index]!;
  for (let dq = -radius; dq <= radius; dq++) {
    const lo = Math.max(-radius, -dq - radius);
    const hi = Math.min(radius, -dq + radius);
    for (let dr = lo; dr <= hi; dr++) {
      if (dq === 0 && dr === 0) continue;
      const j = indexOfAxial(grid.width, grid.height, q0 + dq, r0 + dr);
      if (j < 0) continue;
      if (visit(j, (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2) === true) return true;
    }
  }
  return false;
}

let lastGrid: MapGrid | null = null;

/**
 * createMapGrid memoised on the last size asked for. The grid is immutable derived data, so this is a pure cache;
 * it matters because "Regenerate" keeps the size, and reusing the same key strings makes building the map's
 * Record about twice as fast (V8 hashes a key string once).
 */
export function mapGridFor(width: number, height: number): MapGrid {
  if (lastGrid?.width !== width || lastGrid.height !== height) lastGrid = createMapGrid(width, height);
  return lastGrid;
}

/** One canEnter for every search over a passability mask, so breadthFirst's call site stays monomorphic. */
export function enterable(mask: Uint8Array): (index: number) => boolean {
  return (index) => mask[index] === 1;
}
