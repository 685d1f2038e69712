import { describe, expect, it } from 'vitest';
import { packMap, unpackMap, unpackMaps } from '@shared/file';
import { hexKey } from '@shared/hex';
import { rectangleMap, type CampaignMap } from '@shared/map';

describe('packMap / unpackMap', () => {
  it('stores a rectangle as one terrain letter per hex, with features only where a hex has any', () => {
    const map = rectangleMap(3, 2, ({ col, row }) =>
      col === 1 && row === 1
        ? { terrain: 'forest', river: true, riverFlow: 'S', settlement: { type: 'town', controller: null } }
        : undefined,
    );
    const packed = packMap(map);
    expect(packed.positions).toBeUndefined();
    // HEX-4 order is column by column: (0,0) (0,1) (1,0) (1,1) (2,0) (2,1).
    expect(packed.terrain).toBe('ooofoo');
    expect(Object.keys(packed.features)).toEqual([hexKey(1, 1)]);
    expect(unpackMap(packed)).toEqual(map);
  });

  it('keeps the positions of a map that is not a full rectangle, and its labels', () => {
    const map: CampaignMap = {
      hexes: {
        [hexKey(0, 0)]: { q: 0, r: 0, terrain: 'water', river: false, bridge: false },
        [hexKey(5, -2)]: { q: 5, r: -2, terrain: 'hills', river: false, bridge: false, label: 'Old Tor' },
      },
      edges: { West: [], East: [], North: [], South: [] },
      corners: { NW: hexKey(0, 0), NE: hexKey(5, -2), SE: hexKey(5, -2), SW: hexKey(0, 0) },
    };
    const packed = packMap(map);
    expect(packed.positions).toEqual(['0,0', '5,-2']);
    expect(packed.terrain).toBe('wh');
    expect(unpackMap(packed)).toEqual(map);
  });

  it('unpacks maps of the same ground together, sharing the hexes that are the same in both', () => {
    const base = rectangleMap(4, 3, ({ col, row }) =>
      col === 2 && row === 1 ? { settlement: { type: 'village', controller: null } } : undefined,
    );
    const captured: CampaignMap = {
      ...base,
      hexes: {
        ...base.hexes,
        [hexKey(2, 0)]: {
          ...base.hexes[hexKey(2, 0)]!,
          settlement: { type: 'village', controller: 'p-red' },
        },
      },
    };
    const [unpackedBase, unpacked] = unpackMaps([packMap(base), packMap(captured)]) as [
      CampaignMap,
      CampaignMap,
    ];
    expect(unpackedBase).toEqual(base);
    expect(unpacked).toEqual(captured);
    expect(Object.keys(unpacked.hexes)).toEqual(Object.keys(captured.hexes));
    expect(unpacked.hexes[hexKey(0, 0)]).toBe(unpackedBase.hexes[hexKey(0, 0)]);
    expect(unpacked.hexes[hexKey(2, 0)]).not.toBe(unpackedBase.hexes[hexKey(2, 0)]);
  });

  it('ignores features of hexes that are not on the map (the file schema refuses them before unpacking)', () => {
    const map = rectangleMap(2, 2);
    const packed = packMap(map);
    const stray = { ...packed, features: { [hexKey(9, 9)]: { river: true as const } } };
    expect(unpackMap(stray)).toEqual(map);
    expect(unpackMaps([packed, stray])).toEqual([map, map]);
  });
});
