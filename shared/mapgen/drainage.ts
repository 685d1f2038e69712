import type { MapGrid } from './mapGrid';
import { MOUNTAIN, WATER } from './terrainCodes';

/** `drain` value of a hex that flows off the map edge. */
export const OFF_MAP = -1;
/** `drain` value of a hex with no way out (water itself, or land walled in by mountains). */
export const NO_DRAIN = -2;

/** Levels of the bucket queue: fine enough that hexes of one level are within 1/4096 of the relief. */
const LEVELS = 4096;

/**
 * Priority-flood (Barnes et al. 2014): starting from every water hex and every land hex on the map edge, hexes
 * are claimed lowest first, and each claimed hex drains into the hex that claimed it. A hex's filled level is
 * max(own elevation, level of the hex that claimed it), so along every drain route the pit-filled elevation never
 * rises, whatever the claim order: rivers cross hollows instead of stalling in them. Mountains are never entered,
 * so no river crosses one. Rejected: plain steepest descent (stalls in every noise hollow) and a binary heap
 * (exact order, but a third of the generation time); the queue here is bucketed by level, FIFO within a bucket.
 */
export function drainage(grid: MapGrid, terrain: Uint8Array, elevation: Float64Array) {
  const { neighbours } = grid.table;
  const drain = new Int32Array(grid.count).fill(NO_DRAIN);
  const filled = elevation.slice();
  const seen = new Uint8Array(grid.count);
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < grid.count; i++) {
    lo = Math.min(lo, elevation[i]!);
    hi = Math.max(hi, elevation[i]!);
  }
  const scale = hi > lo ? (LEVELS - 1) / (hi - lo) : 0;
  const head = new Int32Array(LEVELS).fill(-1);
  const tail = new Int32Array(LEVELS).fill(-1);
  const nextInLevel = new Int32Array(grid.count);
  // The bucket queue is inlined (no push closure): this loop runs once per hex.
  for (let i = 0; i < grid.count; i++) {
    const t = terrain[i]!;
    if (t === MOUNTAIN) continue;
    const n = i * 6;
    const onEdge =
      neighbours[n]! < 0 ||
      neighbours[n + 1]! < 0 ||
      neighbours[n + 2]! < 0 ||
      neighbours[n + 3]! < 0 ||
      neighbours[n + 4]! < 0 ||
      neighbours[n + 5]! < 0;
    if (t === WATER || onEdge) {
      seen[i] = 1;
      if (t !== WATER) drain[i] = OFF_MAP;
      const b = Math.floor((elevation[i]! - lo) * scale);
      nextInLevel[i] = -1;
      if (tail[b]! < 0) head[b] = i;
      else nextInLevel[tail[b]!] = i;
      tail[b] = i;
    }
  }
  // Claims only ever go to the current level or higher (filled levels never drop), so one sweep up the levels
  // visits every hex once.
  for (let level = 0; level < LEVELS; level++) {
    let at = head[level]!;
    while (at >= 0) {
      const base = filled[at]!;
      for (let d = 0; d < 6; d++) {
        const next = neighbours[at * 6 + d]!;
        if (next < 0 || seen[next] === 1 || terrain[next] === MOUNTAIN) continue;
        seen[next] = 1;
        drain[next] = at;
        let value = elevation[next]!;
        if (value < base) value = filled[next] = base;
        const b = Math.floor((value - lo) * scale);
        nextInLevel[next] = -1;
        if (tail[b]! < 0) head[b] = next;
        else nextInLevel[tail[b]!] = next;
        tail[b] = next;
      }
      at = nextInLevel[at]!;
    }
  }
  return { drain, filled };
}
