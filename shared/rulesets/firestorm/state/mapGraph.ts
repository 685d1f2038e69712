import { DIRECTIONS, keyOf, neighbor, type HexKey } from '../../../hex';
import type { FsState } from '../model/types';

/**
 * Every map hex (passable or not) as a number with the numbers of its neighbours on the map, memoised per map:
 * the map never changes under a campaign, and auto-play walks it breadth-first after every change of owner
 * (issue 11 profile: string-keyed Maps there cost more than the walk).
 */
export interface MapGraph {
  readonly index: ReadonlyMap<string, number>;
  readonly neighbours: readonly Int32Array[];
}

const graphs = new WeakMap<object, MapGraph>();

export function mapGraph(state: FsState): MapGraph {
  let graph = graphs.get(state.map);
  if (!graph) {
    const keys = Object.keys(state.map.hexes) as HexKey[];
    const index = new Map(keys.map((k, i) => [k, i]));
    const neighbours = keys.map((k) => {
      const out: number[] = [];
      for (const dir of DIRECTIONS) {
        const n = index.get(keyOf(neighbor(state.map.hexes[k]!, dir)));
        if (n !== undefined) out.push(n);
      }
      return Int32Array.from(out);
    });
    graphs.set(state.map, (graph = { index, neighbours }));
  }
  return graph;
}

/** HEX-3 distance of every map hex from the nearest source, by a breadth-first walk (-1: out of reach). */
export function distanceField(graph: MapGraph, sources: readonly string[]): Int32Array {
  const dist = new Int32Array(graph.neighbours.length).fill(-1);
  // One queue for the whole walk (a hex enters it once): a breadth-first walk gives each hex its least distance
  // whatever the order within a ring, so this is the ring-by-ring walk without an array per ring.
  const queue = new Int32Array(graph.neighbours.length);
  let tail = 0;
  for (const s of sources) {
    const i = graph.index.get(s);
    if (i !== undefined && dist[i] === -1) {
      dist[i] = 0;
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head++) {
    const hex = queue[head]!;
    const d = dist[hex]! + 1;
    for (const n of graph.neighbours[hex]!) {
      if (dist[n] !== -1) continue;
      dist[n] = d;
      queue[tail++] = n;
    }
  }
  return dist;
}
