import { describe, expect, it } from 'vitest';
import {
  axialToOddQ,
  distance,
  distanceToEdge,
  hexKey,
  oddQToAxial,
  parseHexKey,
  rectangleCorners,
  rectangleEdges,
  rectangleKeys,
} from '@shared/hex';

describe('odd-q offset conversion (HEX-4)', () => {
  it.each([
    [
      { col: 0, row: 0 },
      { q: 0, r: 0 },
    ],
    [
      { col: 1, row: 0 },
      { q: 1, r: 0 },
    ],
    [
      { col: 2, row: 0 },
      { q: 2, r: -1 },
    ],
    [
      { col: 3, row: 2 },
      { q: 3, r: 1 },
    ],
    [
      { col: 4, row: 3 },
      { q: 4, r: 1 },
    ],
    [
      { col: 5, row: 5 },
      { q: 5, r: 3 },
    ],
  ])('maps %o to %o and back', (offset, axial) => {
    expect(oddQToAxial(offset)).toEqual(axial);
    expect(axialToOddQ(axial)).toEqual(offset);
  });

  it('round-trips every hex of a 12×9 rectangle', () => {
    for (let col = 0; col < 12; col++) {
      for (let row = 0; row < 9; row++) expect(axialToOddQ(oddQToAxial({ col, row }))).toEqual({ col, row });
    }
  });

  it('puts an odd column half a hex lower: (1,0) touches (0,0) and (0,1)', () => {
    const a = oddQToAxial({ col: 1, row: 0 });
    expect(distance(a, oddQToAxial({ col: 0, row: 0 }))).toBe(1);
    expect(distance(a, oddQToAxial({ col: 0, row: 1 }))).toBe(1);
    expect(distance(oddQToAxial({ col: 2, row: 0 }), oddQToAxial({ col: 1, row: 0 }))).toBe(1);
    expect(distance(oddQToAxial({ col: 2, row: 0 }), oddQToAxial({ col: 1, row: 1 }))).toBe(2);
  });
});

describe('rectangle edges and corners (HEX-5)', () => {
  it('lists the keys col by col, row by row', () => {
    expect(rectangleKeys(3, 2)).toEqual(['0,0', '0,1', '1,0', '1,1', '2,-1', '2,0']);
  });

  it('names West = col 0, East = col W−1, North = row 0, South = row H−1', () => {
    const edges = rectangleEdges(4, 3);
    expect(edges.West).toEqual(['0,0', '0,1', '0,2']);
    expect(edges.East).toEqual(['3,-1', '3,0', '3,1']);
    expect(edges.North).toEqual(['0,0', '1,0', '2,-1', '3,-1']);
    expect(edges.South).toEqual(['0,2', '1,2', '2,1', '3,1']);
  });

  it('puts the corners at offset (0,0), (W−1,0), (W−1,H−1), (0,H−1)', () => {
    expect(rectangleCorners(4, 3)).toEqual({ NW: '0,0', NE: '3,-1', SE: '3,1', SW: '0,2' });
  });

  it('measures distanceToEdge as the column or row gap on a rectangle', () => {
    const edges = rectangleEdges(10, 8);
    for (const key of rectangleKeys(10, 8)) {
      const { col, row } = axialToOddQ(parseHexKey(key));
      expect(distanceToEdge(key, edges.West)).toBe(col);
      expect(distanceToEdge(key, edges.East)).toBe(9 - col);
      expect(distanceToEdge(key, edges.North)).toBe(row);
      expect(distanceToEdge(key, edges.South)).toBe(7 - row);
    }
  });

  it('gives Infinity for an empty edge', () => {
    expect(distanceToEdge(hexKey(0, 0), [])).toBe(Infinity);
  });
});
