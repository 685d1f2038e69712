import { hexKey, oddQToAxial, type HexKey } from '@shared/hex';
import { rectangleMap, type CampaignMap, type SettlementType, type Terrain } from '@shared/map';
import type { SideSetup } from '@shared/mapgen/mapParams';

/** Key of an odd-q offset position, so tests can speak in columns and rows (HEX-4). */
export const at = (col: number, row: number): HexKey => {
  const { q, r } = oddQToAxial({ col, row });
  return hexKey(q, r);
};

/**
 * A W×H rectangle of open hexes; `rows` (optional) paints terrain by letter per offset row:
 * o open, f forest, h hills, m marsh, M mountain, w water.
 */
export function smallMap(width: number, height: number, rows?: readonly string[]): CampaignMap {
  const letters: Record<string, Terrain> = {
    o: 'open',
    f: 'forest',
    h: 'hills',
    m: 'marsh',
    M: 'mountain',
    w: 'water',
  };
  return rectangleMap(width, height, ({ col, row }) => ({
    terrain: letters[rows?.[row]?.[col] ?? 'o'] ?? 'open',
  }));
}

export function withSettlement(
  map: CampaignMap,
  key: HexKey,
  type: SettlementType,
  owner?: string,
): CampaignMap {
  const hex = map.hexes[key]!;
  const settlement =
    type === 'fortress'
      ? { type, controller: owner ?? null, originalOwner: owner }
      : { type, controller: null };
  return { ...map, hexes: { ...map.hexes, [key]: { ...hex, settlement } } };
}

export const SIDES: readonly [SideSetup, SideSetup] = [
  {
    id: 's1',
    name: 'North Realm',
    color: '#3366cc',
    homeEdge: 'West',
    players: [
      { id: 'p1', name: 'Alice', color: '#3366cc' },
      { id: 'p2', name: 'Bob', color: '#33aacc' },
    ],
  },
  {
    id: 's2',
    name: 'South Realm',
    color: '#cc3333',
    homeEdge: 'East',
    players: [{ id: 'p3', name: 'Cara', color: '#cc3333' }],
  },
];

/** Deep copy, to prove later that an edit left its input alone. */
export const snapshot = (map: CampaignMap): CampaignMap => structuredClone(map);
