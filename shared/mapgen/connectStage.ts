import { breadthFirst } from '../hex';
import { enterable, type MapGrid } from './mapGrid';
import type { MapParams } from './mapParams';
import { fortressLine } from './homeLines';
import { MinHeap } from './minHeap';
import { HILLS, isPassableCode, MARSH, MOUNTAIN, OPEN, WATER } from './terrainCodes';

export interface ConnectResult {
  readonly terrain: Uint8Array;
  /** 1 for passable hexes connected by land to both sides' fortress lines: where settlements and fortresses go. */
  readonly mainland: Uint8Array;
  /** Hexes turned passable: mountains carved into hill passes, water into marsh causeways. */
  readonly carved: number;
}

/** Carving costs: a detour of up to 8 steps is preferred to cutting one mountain, water only as a last resort. */
const MOUNTAIN_COST = 8;
const WATER_COST = 40;

function carve(terrain: Uint8Array, i: number): boolean {
  if (terrain[i] === MOUNTAIN) terrain[i] = HILLS;
  else if (terrain[i] === WATER) terrain[i] = MARSH;
  else return false;
  return true;
}

/**
 * Runs after terrain (before rivers, so a river never ends in carved water). Fairness needs every fortress to
 * reach every enemy fortress by land (SETUP-3 + fairness requirement): if the two fortress lines are not joined
 * by passable hexes, the cheapest route is carved (mountain → hills pass, water → marsh). A fortress line with
 * fewer passable hexes than players is cleared to open/hills first.
 */
export function connectStage(grid: MapGrid, params: MapParams, input: Uint8Array): ConnectResult {
  const terrain = input.slice();
  const { table } = grid;
  const lines = params.sides.map((side) => fortressLine(grid, side.homeEdge));
  let carved = 0;
  lines.forEach((line, s) => {
    const passable = line.filter((i) => isPassableCode(terrain[i]!)).length;
    if (passable >= params.sides[s]!.players.length * 2) return;
    for (const i of line)
      if (terrain[i] === MOUNTAIN || terrain[i] === WATER) {
        terrain[i] = OPEN;
        carved++;
      }
  });
  const [lineA, lineB] = lines as [number[], number[]];
  const mask = new Uint8Array(grid.count);
  const passable = (i: number) => isPassableCode(terrain[i]!);
  const sourcesA = lineA.filter(passable);
  for (let i = 0; i < grid.count; i++) mask[i] = isPassableCode(terrain[i]!) ? 1 : 0;
  let reach = breadthFirst(table, sourcesA, enterable(mask));
  if (!lineB.some((i) => reach.distance[i]! >= 0)) {
    carved += carveCheapestRoute(grid, terrain, sourcesA, lineB);
    for (let i = 0; i < grid.count; i++) mask[i] = isPassableCode(terrain[i]!) ? 1 : 0;
    reach = breadthFirst(table, sourcesA, enterable(mask));
  }
  const mainland = new Uint8Array(grid.count);
  for (let i = 0; i < grid.count; i++) if (reach.distance[i]! >= 0) mainland[i] = 1;
  return { terrain, mainland, carved };
}

/** Dijkstra from the sources to the nearest target, then carves the impassable hexes on that route. */
function carveCheapestRoute(
  grid: MapGrid,
  terrain: Uint8Array,
  sources: number[],
  targets: number[],
): number {
  const { neighbours } = grid.table;
  const cost = new Float64Array(grid.count).fill(Infinity);
  const parent = new Int32Array(grid.count).fill(-1);
  const heap = new MinHeap(grid.count * 7);
  for (const s of sources) {
    cost[s] = 0;
    heap.push(0, s);
  }
  const isTarget = new Uint8Array(grid.count);
  for (const t of targets) isTarget[t] = 1;
  let found = -1;
  while (heap.size > 0) {
    const key = heap.peekKey();
    const at = heap.pop();
    if (key > cost[at]!) continue;
    if (isTarget[at]) {
      found = at;
      break;
    }
    for (let d = 0; d < 6; d++) {
      const next = neighbours[at * 6 + d]!;
      if (next < 0) continue;
      const t = terrain[next]!;
      const step = t === WATER ? WATER_COST : t === MOUNTAIN ? MOUNTAIN_COST : 1;
      if (cost[at]! + step < cost[next]!) {
        cost[next] = cost[at]! + step;
        parent[next] = at;
        heap.push(cost[next]!, next);
      }
    }
  }
  let carved = 0;
  for (let at = found; at !== -1; at = parent[at]!) if (carve(terrain, at)) carved++;
  return carved;
}
