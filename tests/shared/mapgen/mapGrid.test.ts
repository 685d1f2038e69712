import { describe, expect, it } from 'vitest';
import {
  buildNeighbourTable,
  distance,
  distanceToEdge,
  EDGES,
  rectangleEdges,
  rectangleKeys,
} from '@shared/hex';
import { createMapGrid, edgeDistance, forEachWithin, gridDistance, mapGridFor } from '@shared/mapgen';

describe('createMapGrid', () => {
  it.each([
    [1, 1],
    [2, 3],
    [5, 4],
    [8, 7],
    [13, 10],
  ])('builds the same neighbour table as buildNeighbourTable(rectangleKeys) for %i×%i', (w, h) => {
    const fast = createMapGrid(w, h).table;
    const slow = buildNeighbourTable(rectangleKeys(w, h));
    expect(fast.keys).toEqual(slow.keys);
    expect([...fast.q]).toEqual([...slow.q]);
    expect([...fast.r]).toEqual([...slow.r]);
    expect([...fast.neighbours]).toEqual([...slow.neighbours]);
    for (const key of slow.keys) expect(fast.indexOf(key)).toBe(slow.indexOf(key));
    expect(fast.indexOf('99,99')).toBe(-1);
  });

  it('numbers hexes col × height + row like rectangleKeys', () => {
    const grid = createMapGrid(6, 5);
    expect(grid.table.keys[3 * 5 + 2]).toBe(rectangleKeys(6, 5)[17]);
  });

  it('memoises the last size in mapGridFor and rebuilds for another size', () => {
    const a = mapGridFor(9, 8);
    expect(mapGridFor(9, 8)).toBe(a);
    expect(mapGridFor(8, 9)).not.toBe(a);
  });
});

describe('edgeDistance', () => {
  it('equals HEX-5 distanceToEdge for every hex and edge of a 9×7 map', () => {
    const grid = createMapGrid(9, 7);
    const edges = rectangleEdges(9, 7);
    for (let i = 0; i < grid.count; i++) {
      for (const edge of EDGES)
        expect(edgeDistance(grid, i, edge)).toBe(distanceToEdge(grid.table.keys[i]!, edges[edge]));
    }
  });
});

describe('forEachWithin', () => {
  it('visits exactly the other hexes within the radius, with their distances', () => {
    const grid = createMapGrid(10, 10);
    const centre = 4 * 10 + 5;
    const seen = new Map<number, number>();
    forEachWithin(grid, centre, 2, (j, d) => {
      seen.set(j, d);
    });
    const expected = new Map<number, number>();
    for (let j = 0; j < grid.count; j++) {
      const d = gridDistance(grid, centre, j);
      if (d >= 1 && d <= 2) expected.set(j, d);
    }
    expect(seen).toEqual(expected);
    expect(seen.size).toBe(18);
    const a = { q: grid.table.q[centre]!, r: grid.table.r[centre]! };
    for (const [j, d] of seen) expect(distance(a, { q: grid.table.q[j]!, r: grid.table.r[j]! })).toBe(d);
  });

  it('stops early when the visitor returns true', () => {
    const grid = createMapGrid(10, 10);
    let calls = 0;
    expect(forEachWithin(grid, 45, 3, () => ++calls === 2)).toBe(true);
    expect(calls).toBe(2);
  });
});
