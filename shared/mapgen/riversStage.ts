import type { Rng } from '../random';
import { drainage, NO_DRAIN, OFF_MAP } from './drainage';
import { forEachWithin, type MapGrid } from './mapGrid';
import { kthSmallest } from './kthSmallest';
import { HILLS, MOUNTAIN, WATER } from './terrainCodes';

export { NO_DRAIN, OFF_MAP } from './drainage';

interface SourceRules {
  /** A new source keeps at least this distance from existing river hexes, so rivers do not run side by side. */
  readonly spacing: number;
  /** Shortest river worth drawing, in hexes. */
  readonly minLength: number;
}
const STRICT: SourceRules = { spacing: 3, minLength: 3 };
const RELAXED: SourceRules = { spacing: 2, minLength: 2 };

export interface RiversResult {
  /** River number (0-based) per hex, −1 where there is none. */
  readonly riverId: Int32Array;
  /** Direction index (HEX-2 order) to the next hex downstream, or off the map; −1 where there is no river. */
  readonly flow: Int8Array;
  /** Elevation after pit-filling: non-increasing along every river. */
  readonly filled: Float64Array;
  /** The hexes of each river, source first. */
  readonly courses: readonly (readonly number[])[];
}

function isHighGround(grid: MapGrid, terrain: Uint8Array, i: number): boolean {
  if (terrain[i] === HILLS) return true;
  for (let d = 0; d < 6; d++) {
    const n = grid.table.neighbours[i * 6 + d]!;
    if (n >= 0 && terrain[n] === MOUNTAIN) return true;
  }
  return false;
}

/**
 * Stage 4: `count` rivers. Each starts on high ground (hills or next to a mountain), picked at random among the
 * highest candidates, and follows the drainage hex to hex until it reaches water, leaves the map, or meets an
 * earlier river, where it stops (no confusing merges). River hexes are land by construction: water ends a river
 * and mountains are never drained through. Fewer rivers come out only when the land has no room for them.
 */
export function riversStage(
  grid: MapGrid,
  terrain: Uint8Array,
  elevation: Float64Array,
  count: number,
  rng: Rng,
): RiversResult {
  const { drain, filled } = drainage(grid, terrain, elevation);
  const riverId = new Int32Array(grid.count).fill(-1);
  const flow = new Int8Array(grid.count).fill(-1);
  const courses: number[][] = [];
  const isSource = new Uint8Array(grid.count);
  const candidates = (): number[][] => {
    const high: number[] = [];
    const low: number[] = [];
    for (let i = 0; i < grid.count; i++) {
      if (drain[i] === NO_DRAIN || drain[i] === OFF_MAP || terrain[i] === WATER || riverId[i]! >= 0) continue;
      (isHighGround(grid, terrain, i) ? high : low).push(i);
    }
    return [...splitHighest(high, elevation), low];
  };
  const pools = candidates();
  let rules = STRICT;
  for (let n = 0; n < count; n++) {
    let source = pickSource(grid, pools, riverId, drain, terrain, isSource, rules, rng);
    if (source < 0 && rules === STRICT) {
      // Crowded land (small maps, much water): allow sources next-but-one to a river and shorter courses
      // rather than give fewer rivers than asked for.
      rules = RELAXED;
      pools.splice(0, pools.length, ...candidates());
      source = pickSource(grid, pools, riverId, drain, terrain, isSource, rules, rng);
    }
    if (source < 0) break;
    isSource[source] = 1;
    courses.push(traceRiver(grid, source, n, drain, terrain, riverId, flow));
  }
  return { riverId, flow, filled, courses };
}

/**
 * The upper third (at least 5) of `pool` by elevation, and the rest, both in hex order. A quickselect threshold
 * instead of a sort: this ran on every land hex.
 */
function splitHighest(pool: number[], elevation: Float64Array): [number[], number[]] {
  const want = Math.min(pool.length, Math.max(5, Math.ceil(pool.length / 3)));
  if (want === pool.length) return [pool, []];
  const negated = new Float64Array(pool.length);
  for (let k = 0; k < pool.length; k++) negated[k] = -elevation[pool[k]!]!;
  const threshold = -kthSmallest(negated, want - 1);
  const top: number[] = [];
  const rest: number[] = [];
  for (const i of pool) (elevation[i]! >= threshold ? top : rest).push(i);
  return [top, rest];
}

/**
 * How high a terrain reads on the map: water, then the lowlands, hills, mountains. A river must never be drawn
 * climbing from one level to a higher one (issue 15: "runs from a lake into hills"), whatever the noise says.
 */
const HEIGHT_CLASS = [1, 1, 2, 1, 3, 0] as const; // OPEN FOREST HILLS MARSH MOUNTAIN WATER

/** True when `i` touches water: a source there reads as a river flowing out of the lake (issue 15). */
function touchesWater(grid: MapGrid, terrain: Uint8Array, i: number): boolean {
  for (let d = 0; d < 6; d++) {
    const n = grid.table.neighbours[i * 6 + d]!;
    if (n >= 0 && terrain[n] === WATER) return true;
  }
  return false;
}

/**
 * Hexes a river from `source` would get before it reaches water, the edge or an earlier river; 0 when it would
 * run into an earlier river's source (which would read as one river, not two), when its source touches water, or
 * when any step climbs to higher-reading terrain (open into hills): rivers only ever run downhill (SETUP-1).
 */
function courseLength(
  grid: MapGrid,
  source: number,
  drain: Int32Array,
  terrain: Uint8Array,
  riverId: Int32Array,
  isSource: Uint8Array,
): number {
  if (touchesWater(grid, terrain, source)) return 0;
  let length = 0;
  for (let at = source; ;) {
    if (isSource[at]) return 0;
    if (riverId[at]! >= 0) return length;
    length++;
    const next = drain[at]!;
    if (next < 0 || terrain[next] === WATER) return length;
    if (HEIGHT_CLASS[terrain[next]!]! > HEIGHT_CLASS[terrain[at]!]!) return 0;
    at = next;
  }
}

/** Valid candidates compared per river: the longest course wins, so rivers cross the map instead of dribbling. */
const SOURCE_TRIES = 6;

/**
 * Random picks from the first pool that still has valid sources (highest high ground, other high ground, other
 * land); of up to SOURCE_TRIES valid picks the one with the longest course is kept, the others stay available.
 */
function pickSource(
  grid: MapGrid,
  pools: number[][],
  riverId: Int32Array,
  drain: Int32Array,
  terrain: Uint8Array,
  isSource: Uint8Array,
  rules: SourceRules,
  rng: Rng,
): number {
  for (const pool of pools) {
    let best = -1;
    let bestLength = 0;
    let tried = 0;
    // Valid picks are swapped to the end of the pool, so each try draws a fresh candidate.
    while (tried < SOURCE_TRIES && pool.length - tried > 0) {
      const live = pool.length - tried;
      const k = rng.int(0, live - 1);
      const candidate = pool[k]!;
      const crowded = forEachWithin(grid, candidate, rules.spacing - 1, (j) => riverId[j]! >= 0);
      const length = crowded ? 0 : courseLength(grid, candidate, drain, terrain, riverId, isSource);
      pool[k] = pool[live - 1]!;
      if (length < rules.minLength) {
        // Dropped for good: rivers only grow, so a crowded or short source never becomes valid.
        pool[live - 1] = pool[pool.length - 1]!;
        pool.pop();
        continue;
      }
      pool[live - 1] = candidate;
      tried++;
      if (length > bestLength) {
        best = candidate;
        bestLength = length;
      }
    }
    if (best >= 0) {
      pool.splice(pool.lastIndexOf(best), 1);
      return best;
    }
  }
  return -1;
}

function traceRiver(
  grid: MapGrid,
  source: number,
  id: number,
  drain: Int32Array,
  terrain: Uint8Array,
  riverId: Int32Array,
  flow: Int8Array,
): number[] {
  const { neighbours } = grid.table;
  const course: number[] = [];
  for (let at = source; ;) {
    riverId[at] = id;
    course.push(at);
    const next = drain[at]!;
    let direction = -1;
    for (let d = 0; d < 6 && direction < 0; d++) {
      const n = neighbours[at * 6 + d]!;
      if (next === OFF_MAP ? n < 0 : n === next) direction = d;
    }
    flow[at] = direction;
    if (next === OFF_MAP || terrain[next] === WATER || riverId[next]! >= 0) return course;
    at = next;
  }
}
