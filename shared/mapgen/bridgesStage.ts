import { breadthFirst, pathTo, type BreadthFirstResult } from '../hex';
import { enterable, type MapGrid } from './mapGrid';
import type { PlacedFortress } from './fortressesStage';

/**
 * Stage 8: bridges (HEX-7: only on river hexes). For every pair of enemy fortresses, the shortest land route
 * (BFS, direction-order tie-breaks, GEN-9) gets a bridge wherever it crosses a river: on each stretch of
 * consecutive hexes of one river along the route, the middle hex. A river that splits the land between the sides
 * lies across every such route, so it always gets at least one crossing. Rivers do not block movement in the
 * rules; bridges matter for LOC-8 and for how the map reads. Runs after fortresses and fairness, which it needs.
 */
export function bridgesStage(
  grid: MapGrid,
  passable: Uint8Array,
  riverId: Int32Array,
  fortresses: readonly PlacedFortress[],
  /** The search from side 0's fortresses, reused when side 0 has a single fortress (the same search). */
  side0Search?: BreadthFirstResult,
): { bridge: Uint8Array; firstSearch: Int32Array | null } {
  const bridge = new Uint8Array(grid.count);
  let firstSearch: Int32Array | null = null;
  const canEnter = enterable(passable);
  const side0 = fortresses.filter((f) => f.side === 0);
  for (const from of side0) {
    const search =
      side0.length === 1 && side0Search ? side0Search : breadthFirst(grid.table, [from.index], canEnter);
    firstSearch ??= search.distance;
    for (const to of fortresses.filter((f) => f.side === 1)) {
      const route = pathTo(search, to.index);
      let runStart = 0;
      for (let k = 1; k <= route.length; k++) {
        const prev = riverId[route[k - 1]!]!;
        const here = k < route.length ? riverId[route[k]!]! : -2;
        if (here === prev) continue;
        if (prev >= 0) bridge[route[(runStart + k - 1) >> 1]!] = 1;
        runStart = k;
      }
    }
  }
  // The first search doubles as measureFairness's connectivity check (one BFS fewer).
  return { bridge, firstSearch };
}
