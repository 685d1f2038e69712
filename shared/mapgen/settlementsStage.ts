import type { Rng } from '../random';
import { edgeDistance, type MapGrid } from './mapGrid';
import type { MapParams } from './mapParams';
import { CITY, isSpaced, MIN_HOME_DISTANCE, TOWN, VILLAGE } from './settlementSpacing';
import { isPassableCode } from './terrainCodes';

export interface PlacedSettlement {
  readonly index: number;
  readonly kind: number;
}

/**
 * Where neutral settlements may go: passable mainland (connected to both fortress lines, so every settlement can
 * be reached and contested) at least MIN_HOME_DISTANCE[village] from both home edges (more for towns and cities,
 * checked per kind with fitsKind), leaving the edge and fortress lines free for SETUP-3.
 */
export function settlementSites(
  grid: MapGrid,
  terrain: Uint8Array,
  mainland: Uint8Array,
  homeDistance: Uint8Array,
): number[] {
  const sites: number[] = [];
  const least = Math.min(...MIN_HOME_DISTANCE);
  for (let i = 0; i < grid.count; i++) {
    if (mainland[i] && isPassableCode(terrain[i]!) && homeDistance[i]! >= least) sites.push(i);
  }
  return sites;
}

/** A site is far enough from the home edges for this kind (MIN_HOME_DISTANCE). */
export function fitsKind(homeDistance: Uint8Array, site: number, kind: number): boolean {
  return homeDistance[site]! >= MIN_HOME_DISTANCE[kind]!;
}

/**
 * Stage 5: cities, towns, then villages (widest spacing first, so the big ones find room), all neutral
 * (SETUP-6). Picks alternate between the two halves of the map (nearer one home edge or the other, the middle
 * line serving both) from a random start, so the fairness stage starts close to balanced. Returns null when
 * the sites cannot hold them all with spacing (validateMapParams makes that rare; the caller retries).
 */
export function settlementsStage(
  grid: MapGrid,
  params: MapParams,
  sites: readonly number[],
  kinds: Int8Array,
  homeDistance: Uint8Array,
  rng: Rng,
): PlacedSettlement[] | null {
  const [a, b] = params.sides;
  const half = new Int8Array(grid.count);
  for (const i of sites)
    half[i] = Math.sign(edgeDistance(grid, i, a.homeEdge) - edgeDistance(grid, i, b.homeEdge));
  const order = [
    ...Array<number>(params.cities).fill(CITY),
    ...Array<number>(params.towns).fill(TOWN),
    ...Array<number>(params.villages).fill(VILLAGE),
  ];
  const placed: PlacedSettlement[] = [];
  // Half −1 is nearer side 0's edge, +1 nearer side 1's.
  let target = rng.int(0, 1) === 0 ? -1 : 1;
  for (const kind of order) {
    const start = rng.int(0, Math.max(0, sites.length - 1));
    const found = findSite(grid, sites, kinds, homeDistance, kind, half, target, start);
    if (found < 0) return null;
    kinds[found] = kind;
    placed.push({ index: found, kind });
    target = -target;
  }
  return placed;
}

/** After a usable site outside the target half turns up, look this much further for one inside it. */
const HALF_SEARCH = 256;

function findSite(
  grid: MapGrid,
  sites: readonly number[],
  kinds: Int8Array,
  homeDistance: Uint8Array,
  kind: number,
  half: Int8Array,
  target: number,
  start: number,
): number {
  let fallback = -1;
  let budget = HALF_SEARCH;
  for (let k = 0; k < sites.length; k++) {
    const i = sites[(start + k) % sites.length]!;
    const inHalf = half[i] === target || half[i] === 0;
    if (fallback >= 0 && --budget < 0) break;
    if (!inHalf && fallback >= 0) continue;
    if (!fitsKind(homeDistance, i, kind) || !isSpaced(grid, kinds, i, kind)) continue;
    if (inHalf) return i;
    fallback = i;
  }
  return fallback;
}
