import { describe, expect, it } from 'vitest';
import { hexKey, type HexKey } from '@shared/hex';
import { defineHex, hexToPoint, Orientation } from 'honeycomb-grid';
import {
  hexCentreX,
  hexCentreY,
  hexCorners,
  hexKeyToPixel,
  hexToPixel,
  mapBounds,
  pixelToHexKey,
} from '@shared/layout';
import type { MapHex } from '@shared/map';

const SQRT3 = Math.sqrt(3);

describe('hexToPixel', () => {
  it.each([
    [0, 0, 10, 0, 0],
    [1, 0, 10, 15, 5 * SQRT3],
    [0, 1, 10, 0, 10 * SQRT3],
    [2, -1, 10, 30, 0],
    [-3, 5, 20, -90, 70 * SQRT3],
    [4, 2, 32, 192, 128 * SQRT3],
  ])('puts hex (%i,%i) at size %i at x = 1.5·S·q, y = √3·S·(r + q/2) (HEX-1)', (q, r, size, x, y) => {
    const point = hexToPixel(q, r, size);
    expect(point.x).toBeCloseTo(x, 10);
    expect(point.y).toBeCloseTo(y, 10);
  });

  it('is the layout honeycomb-grid computes for a flat-top hex, in its scalar and key forms too', () => {
    const FlatHex = defineHex({ dimensions: 24, orientation: Orientation.FLAT, origin: { x: 0, y: 0 } });
    for (let q = -7; q <= 7; q++) {
      for (let r = -7; r <= 7; r++) {
        const expected = hexToPoint(new FlatHex([q, r]));
        expect(hexCentreX(q, 24)).toBeCloseTo(expected.x, 9);
        expect(hexCentreY(q, r, 24)).toBeCloseTo(expected.y, 9);
        expect(hexKeyToPixel(hexKey(q, r), 24)).toEqual(hexToPixel(q, r, 24));
      }
    }
  });

  it('never returns negative zero', () => {
    expect(Object.is(hexToPixel(0, 0, 10).x, 0)).toBe(true);
    expect(Object.is(hexToPixel(-2, 1, 10).y, 0)).toBe(true);
  });
});

describe('pixelToHexKey', () => {
  it('finds the hex of every centre in a patch', () => {
    for (let q = -6; q <= 6; q++) {
      for (let r = -6; r <= 6; r++) {
        const { x, y } = hexToPixel(q, r, 32);
        expect(pixelToHexKey(x, y, 32)).toBe(hexKey(q, r));
      }
    }
  });

  it('rounds points just inside a hex edge to that hex', () => {
    // The shared edge of (0,0) and its SE neighbour (1,0) runs through (0.75·S, √3/4·S).
    const size = 10;
    const edge = { x: 7.5, y: (SQRT3 / 4) * size };
    expect(pixelToHexKey(edge.x - 0.01, edge.y - 0.01, size)).toBe('0,0');
    expect(pixelToHexKey(edge.x + 0.01, edge.y + 0.01, size)).toBe('1,0');
  });

  it('treats the flat top edge as the border with the northern neighbour', () => {
    const size = 10;
    const top = (-SQRT3 / 2) * size;
    expect(pixelToHexKey(0, top + 0.01, size)).toBe('0,0');
    expect(pixelToHexKey(0, top - 0.01, size)).toBe('0,-1');
  });

  it('writes the origin as "0,0", never "-0,0"', () => {
    expect(pixelToHexKey(-0.001, -0.001, 10)).toBe('0,0');
  });
});

describe('hexCorners', () => {
  it('gives the six flat-top corner offsets clockwise from the upper right', () => {
    const h = SQRT3 * 10;
    const expected = [
      [5, -h / 2],
      [10, 0],
      [5, h / 2],
      [-5, h / 2],
      [-10, 0],
      [-5, -h / 2],
    ];
    const corners = hexCorners(10);
    expect(corners).toHaveLength(6);
    corners.forEach((corner, index) => {
      expect(corner.x).toBeCloseTo(expected[index]![0]!, 10);
      expect(corner.y).toBeCloseTo(expected[index]![1]!, 10);
    });
  });

  it('places every corner at distance S from the centre', () => {
    for (const { x, y } of hexCorners(32)) expect(Math.hypot(x, y)).toBeCloseTo(32, 10);
  });
});

describe('mapBounds', () => {
  const hex = (q: number, r: number): MapHex => ({ q, r, terrain: 'open', river: false, bridge: false });
  const mapOf = (...hexes: MapHex[]) => ({
    hexes: Object.fromEntries(hexes.map((h) => [hexKey(h.q, h.r), h])) as Record<HexKey, MapHex>,
  });

  it('boxes a single hex by its corners', () => {
    const box = mapBounds(mapOf(hex(0, 0)), 10);
    expect(box.minX).toBe(-10);
    expect(box.maxX).toBe(10);
    expect(box.minY).toBeCloseTo(-5 * SQRT3, 10);
    expect(box.maxY).toBeCloseTo(5 * SQRT3, 10);
  });

  it('boxes a 3×2 odd-q rectangle', () => {
    // Offset rows 0..1 of columns 0..2: axial (0,0) (0,1) (1,0) (1,1) (2,-1) (2,0).
    const box = mapBounds(mapOf(hex(0, 0), hex(0, 1), hex(1, 0), hex(1, 1), hex(2, -1), hex(2, 0)), 10);
    expect(box.minX).toBe(-10);
    expect(box.maxX).toBe(40);
    expect(box.minY).toBeCloseTo(-5 * SQRT3, 10);
    // Lowest centre: (1,1) at y = √3·10·1.5; plus half a hex height.
    expect(box.maxY).toBeCloseTo(20 * SQRT3, 10);
  });

  it('matches the box around every hex centre for an irregular painted shape', () => {
    const shape = [hex(-3, 7), hex(5, -9), hex(0, 0), hex(2, 3), hex(-4, -1), hex(7, 2)];
    const box = mapBounds(mapOf(...shape), 20);
    const centres = shape.map((h) => hexToPixel(h.q, h.r, 20));
    expect(box.minX).toBeCloseTo(Math.min(...centres.map((c) => c.x)) - 20, 9);
    expect(box.maxX).toBeCloseTo(Math.max(...centres.map((c) => c.x)) + 20, 9);
    expect(box.minY).toBeCloseTo(Math.min(...centres.map((c) => c.y)) - 10 * SQRT3, 9);
    expect(box.maxY).toBeCloseTo(Math.max(...centres.map((c) => c.y)) + 10 * SQRT3, 9);
  });

  it('gives the empty box at the origin for a map without hexes', () => {
    expect(mapBounds(mapOf(), 10)).toEqual({ minX: 0, minY: 0, maxX: 0, maxY: 0 });
  });
});
