import { breadthFirst, pathTo, type BreadthFirstResult } from '../hex';
import { enterable, type MapGrid } from './mapGrid';
import type { PlacedFortress } from './fortressesStage';

/**
 * Stage 8: bridges (HEX-7: only on river hexes). For every pair of enemy fortresses, the shortest land route
 * (BFS, direction-order tie-breaks, GEN-9) is the road between them, and it gets a bridge wherever it crosses a
 * river: on each stretch of consecutive hexes of one river along the route, the middle hex that may carry one.
 * A river that splits the land between the sides lies across every such route, so it always gets a crossing.
 * Rivers do not block movement in the rules; bridges matter for LOC-8 and for how the map reads.
 *
 * Decision (issue 15): a bridge never stands on a settlement (it was drawn over the village) nor on a river's
 * source (a road can go round a source, so a bridge there reads as nonsense). The road first looks for a way that
 * crosses rivers only where a bridge may go (`noBridge` marks the others); only when there is none does it take
 * the plain shortest way; a stretch with no other hex may then bridge a source, and a stretch of settlements only
 * gets none (the settlement itself is the crossing).
 */
export function bridgesStage(
  grid: MapGrid,
  passable: Uint8Array,
  riverId: Int32Array,
  fortresses: readonly PlacedFortress[],
  /** 2 on settlements (fortresses included): never a bridge; 1 on river sources: a bridge only if nothing else. */
  noBridge: Uint8Array,
  /** The search from side 0's fortresses, reused when side 0 has a single fortress (the same search). */
  side0Search?: BreadthFirstResult,
): { bridge: Uint8Array; firstSearch: Int32Array | null } {
  const bridge = new Uint8Array(grid.count);
  let firstSearch: Int32Array | null = null;
  const canEnter = enterable(passable);
  const goodCrossing = (i: number) => canEnter(i) && !(riverId[i]! >= 0 && noBridge[i]! > 0);
  const side0 = fortresses.filter((f) => f.side === 0);
  for (const from of side0) {
    const search =
      side0.length === 1 && side0Search ? side0Search : breadthFirst(grid.table, [from.index], canEnter);
    firstSearch ??= search.distance;
    const careful = breadthFirst(grid.table, [from.index], goodCrossing);
    for (const to of fortresses.filter((f) => f.side === 1)) {
      const route = careful.distance[to.index]! >= 0 ? pathTo(careful, to.index) : pathTo(search, to.index);
      bridgeCrossings(route, riverId, noBridge, bridge);
    }
  }
  // The first search doubles as measureFairness's connectivity check (one BFS fewer).
  return { bridge, firstSearch };
}

/** Marks a bridge on the middle bridgeable hex of each stretch of one river along `route` (see above). */
function bridgeCrossings(
  route: readonly number[],
  riverId: Int32Array,
  noBridge: Uint8Array,
  bridge: Uint8Array,
): void {
  let runStart = 0;
  for (let k = 1; k <= route.length; k++) {
    const prev = riverId[route[k - 1]!]!;
    const here = k < route.length ? riverId[route[k]!]! : -2;
    if (here === prev) continue;
    if (prev >= 0) {
      const run = route.slice(runStart, k);
      const best = run.filter((i) => noBridge[i] === 0);
      const stretch = best.length > 0 ? best : run.filter((i) => noBridge[i] === 1);
      if (stretch.length > 0) bridge[stretch[(stretch.length - 1) >> 1]!] = 1;
    }
    runStart = k;
  }
}
