import { describe, expect, it } from 'vitest';
import { hexKey, rectangleCorners, rectangleEdges } from '@shared/hex';
import { rectangleMap } from '@shared/map';

describe('rectangleMap', () => {
  it('makes W×H open hexes keyed "q,r" with the HEX-5 edges and corners', () => {
    const map = rectangleMap(4, 3);
    expect(Object.keys(map.hexes)).toHaveLength(12);
    expect(map.hexes[hexKey(3, -1)]).toEqual({ q: 3, r: -1, terrain: 'open', river: false, bridge: false });
    expect(map.edges).toEqual(rectangleEdges(4, 3));
    expect(map.corners).toEqual(rectangleCorners(4, 3));
    expect([map.width, map.height]).toEqual([4, 3]);
  });

  it('applies the override by odd-q offset position (HEX-4)', () => {
    const map = rectangleMap(3, 3, ({ col, row }) =>
      col === 1 && row === 2 ? { terrain: 'water' } : undefined,
    );
    // col 1, row 2 → q = 1, r = 2 − (1 − 1) / 2 = 2
    expect(map.hexes[hexKey(1, 2)]?.terrain).toBe('water');
    expect(Object.values(map.hexes).filter((hex) => hex.terrain === 'water')).toHaveLength(1);
  });
});
