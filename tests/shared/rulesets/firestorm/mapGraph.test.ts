import fc from 'fast-check';
import { distanceField, mapGraph } from '@shared/rulesets/firestorm/state/mapGraph';
import { describe, expect, it } from 'vitest';
import { fourFactionCampaign } from './fixtures';

/** HEX-3 distances the plain way: ring after ring, each ring a new list (the walk distanceField replaced). */
function ringByRing(neighbours: readonly Int32Array[], sources: readonly number[]): number[] {
  const dist = neighbours.map(() => -1);
  let ring = sources.filter((s, i) => sources.indexOf(s) === i);
  for (const s of ring) dist[s] = 0;
  for (let d = 1; ring.length > 0; d++) {
    const next: number[] = [];
    for (const hex of ring)
      for (const n of neighbours[hex]!)
        if (dist[n] === -1) {
          dist[n] = d;
          next.push(n);
        }
    ring = next;
  }
  return dist;
}

/** Issue 11 speed: the one-queue breadth-first walk gives every hex the same distance as ring by ring. */
describe('Firestorm map distance field (HEX-3)', () => {
  const state = fourFactionCampaign(1);
  const graph = mapGraph(state);
  const keys = [...graph.index.keys()];

  it('matches the ring-by-ring walk for any set of sources, unknown hexes ignored', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(keys.length + 5), { maxLength: 12 }), (picks) => {
        const sources = picks.map((i) => keys[i] ?? `off-${i}`);
        const known = sources.flatMap((s) => (graph.index.has(s) ? [graph.index.get(s)!] : []));
        expect([...distanceField(graph, sources)]).toEqual(ringByRing(graph.neighbours, known));
      }),
      { numRuns: 60, seed: 11 },
    );
  });
});
