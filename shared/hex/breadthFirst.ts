import type { NeighbourTable } from './neighbourTable';

export interface BreadthFirstResult {
  /** Steps from the nearest source, −1 where unreachable. */
  readonly distance: Int32Array;
  /** The hex each hex was first reached from (−1 for sources and unreachable hexes), for path reconstruction. */
  readonly parent: Int32Array;
}

/**
 * Breadth-first search over a neighbour table (STYLE.md: BFS for range, not honeycomb's traversers).
 * `canEnter(i)` decides whether hex i may be stepped into; sources are always reached. Neighbours are tried in
 * direction order, so parents and therefore paths are deterministic (GEN-9).
 */
export function breadthFirst(
  table: NeighbourTable,
  sources: readonly number[],
  canEnter: (index: number) => boolean,
  maxDistance = Infinity,
): BreadthFirstResult {
  const count = table.keys.length;
  const distance = new Int32Array(count).fill(-1);
  const parent = new Int32Array(count).fill(-1);
  const queue = new Int32Array(count);
  let head = 0;
  let tail = 0;
  for (const source of sources) {
    if (distance[source] !== -1) continue;
    distance[source] = 0;
    queue[tail++] = source;
  }
  while (head < tail) {
    const current = queue[head++]!;
    const nextDistance = distance[current]! + 1;
    if (nextDistance > maxDistance) continue;
    for (let d = 0; d < 6; d++) {
      const next = table.neighbours[current * 6 + d]!;
      if (next < 0 || distance[next] !== -1 || !canEnter(next)) continue;
      distance[next] = nextDistance;
      parent[next] = current;
      queue[tail++] = next;
    }
  }
  return { distance, parent };
}

/** The path from a source to `target` (both included) read off the parents, or [] when unreachable. */
export function pathTo(result: BreadthFirstResult, target: number): number[] {
  if (result.distance[target] === -1) return [];
  const path: number[] = [];
  for (let at = target; at !== -1; at = result.parent[at]!) path.push(at);
  return path.reverse();
}
