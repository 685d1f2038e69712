import { describe, expect, it } from 'vitest';
import { breadthFirst, buildNeighbourTable, hexKey, pathTo, rectangleKeys, spiral } from '@shared/hex';

describe('buildNeighbourTable', () => {
  it('numbers hexes in hex order and finds neighbours in direction order, −1 off the map (HEX-8)', () => {
    const table = buildNeighbourTable(['1,0', '0,0', '0,1', '1,-1']);
    expect(table.keys).toEqual(['0,0', '0,1', '1,-1', '1,0']);
    expect([...table.neighbours.slice(0, 6)]).toEqual([-1, 2, 3, 1, -1, -1]);
    expect(table.indexOf('1,0')).toBe(3);
    expect(table.indexOf('5,5')).toBe(-1);
  });
});

describe('breadthFirst and pathTo', () => {
  const table = buildNeighbourTable(spiral({ q: 0, r: 0 }, 3).map((h) => hexKey(h.q, h.r)));
  const at = (q: number, r: number) => table.indexOf(hexKey(q, r));

  it('gives ring distances on open ground', () => {
    const { distance } = breadthFirst(table, [at(0, 0)], () => true);
    expect(distance[at(0, 0)]).toBe(0);
    expect(distance[at(1, -1)]).toBe(1);
    expect(distance[at(2, 1)]).toBe(3);
    expect(distance[at(-3, 3)]).toBe(3);
  });

  it('goes around hexes it may not enter and marks cut-off hexes −1', () => {
    const wall = new Set([at(1, -1), at(1, 0), at(0, 1)]);
    const { distance } = breadthFirst(table, [at(0, 0)], (i) => !wall.has(i));
    expect(distance[at(2, 0)]).toBe(5);
    expect(distance[at(1, 0)]).toBe(-1);
  });

  it('stops at maxDistance', () => {
    const { distance } = breadthFirst(table, [at(0, 0)], () => true, 1);
    expect(distance[at(2, 0)]).toBe(-1);
    expect(distance[at(0, 1)]).toBe(1);
  });

  it('starts from several sources at once', () => {
    const { distance } = breadthFirst(table, [at(-3, 0), at(3, 0)], () => true);
    expect(distance[at(0, 0)]).toBe(3);
    expect(distance[at(2, 0)]).toBe(1);
  });

  it('reads a deterministic shortest path, tie-broken in direction order (GEN-9)', () => {
    const search = breadthFirst(table, [at(0, 0)], () => true);
    expect(pathTo(search, at(2, 0)).map((i) => table.keys[i])).toEqual(['0,0', '1,0', '2,0']);
    // (2,-1) can be reached through (1,-1) or (1,0); NE comes before SE, so (1,-1) wins.
    expect(pathTo(search, at(2, -1)).map((i) => table.keys[i])).toEqual(['0,0', '1,-1', '2,-1']);
    expect(pathTo(search, at(0, -2)).map((i) => table.keys[i])).toEqual(['0,0', '0,-1', '0,-2']);
    expect(pathTo(search, at(1, 1)).map((i) => table.keys[i])).toEqual(['0,0', '1,0', '1,1']);
  });

  it('gives an empty path to an unreachable hex', () => {
    const search = breadthFirst(table, [at(0, 0)], (i) => i !== at(1, 0), 1);
    expect(pathTo(search, at(1, 0))).toEqual([]);
  });

  it('covers a rectangle from a corner', () => {
    const rect = buildNeighbourTable(rectangleKeys(5, 4));
    const { distance } = breadthFirst(rect, [0], () => true);
    expect(Math.max(...distance)).toBe(5);
    expect([...distance].every((d) => d >= 0)).toBe(true);
  });
});
