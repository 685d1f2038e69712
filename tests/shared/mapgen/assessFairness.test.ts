import { describe, expect, it } from 'vitest';
import { hexKey, rectangleCorners, rectangleEdges, rectangleKeys, type HexKey } from '@shared/hex';
import type { CampaignMap, MapHex, Settlement, Terrain } from '@shared/map';
import { assessFairness, DEMO_MAP_PARAMS, DEMO_SEED, generateMap, type SideSetup } from '@shared/mapgen';

const SIDES: readonly SideSetup[] = [
  {
    id: 'a',
    name: 'West',
    color: '#D55E00',
    homeEdge: 'West',
    players: [{ id: 'p1', name: 'P1', color: '#D55E00' }],
  },
  {
    id: 'b',
    name: 'East',
    color: '#0072B2',
    homeEdge: 'East',
    players: [{ id: 'p2', name: 'P2', color: '#0072B2' }],
  },
];

/** A 9×1 strip: fortress of p1 at col 1, of p2 at col 7; `extra` sets terrain and settlements by column. */
function strip(extra: Record<number, { terrain?: Terrain; settlement?: Settlement }>): CampaignMap {
  const hexes: Record<HexKey, MapHex> = {};
  rectangleKeys(9, 1).forEach((key, col) => {
    const fortress = col === 1 ? 'p1' : col === 7 ? 'p2' : undefined;
    const settlement: Settlement | undefined = fortress
      ? { type: 'fortress', controller: fortress, originalOwner: fortress }
      : extra[col]?.settlement;
    hexes[key] = {
      q: col,
      r: -Math.floor(col / 2),
      terrain: extra[col]?.terrain ?? 'open',
      river: false,
      bridge: false,
      ...(settlement ? { settlement } : {}),
    };
  });
  return { hexes, edges: rectangleEdges(9, 1), corners: rectangleCorners(9, 1), width: 9, height: 1 };
}

const village: Settlement = { type: 'village', controller: null };

describe('assessFairness', () => {
  it('counts who is nearer by path distance and averages the distances', () => {
    const report = assessFairness(strip({ 2: { settlement: village }, 4: { settlement: village } }), SIDES);
    expect(
      report.sides.map((s) => [s.settlementsNearer, s.meanPathDistance, s.nearestSettlementDistance]),
    ).toEqual([
      [1, 2, 1],
      [0, 4, 3],
    ]);
    expect(report.equidistant).toBe(1);
    expect(report.allFortressesConnected).toBe(true);
  });

  it('gives the same figures for a painted map without width and height', () => {
    const rectangle = strip({ 2: { settlement: village }, 4: { settlement: village } });
    const { width: _w, height: _h, ...painted } = rectangle;
    expect(assessFairness(painted, SIDES)).toEqual(assessFairness(rectangle, SIDES));
  });

  it('calls a one-sided map unfair and says which side is ahead', () => {
    const report = assessFairness(
      strip({ 2: { settlement: village }, 3: { settlement: { type: 'town', controller: null } } }),
      SIDES,
    );
    expect(report.fair).toBe(false);
    expect(report.notes.join(' ')).toContain('West has 2 more nearby settlements');
  });

  it('notices a mountain that cuts the fortresses apart', () => {
    const report = assessFairness(strip({ 4: { terrain: 'mountain' } }), SIDES);
    expect(report.allFortressesConnected).toBe(false);
    expect(report.fair).toBe(false);
    expect(report.notes[0]).toBe('Some fortresses cannot reach an enemy fortress by land.');
  });

  it('ignores settlements a player already controls: only neutral ones count (SETUP-6)', () => {
    const report = assessFairness(strip({ 2: { settlement: { type: 'village', controller: 'p1' } } }), SIDES);
    expect(report.neutralSettlements).toBe(0);
    expect(report.sides[0].meanPathDistance).toBeNull();
    expect(report.fair).toBe(true);
  });

  it('recomputes the generated report exactly, and follows a hand edit', () => {
    const result = generateMap(DEMO_MAP_PARAMS, DEMO_SEED);
    if (!result.ok) throw new Error(result.error.join('; '));
    const { map, fairness } = result.value;
    expect(assessFairness(map, DEMO_MAP_PARAMS.sides)).toEqual(fairness);
    const [key, hex] = Object.entries(map.hexes).find(([, h]) => h.settlement?.type === 'village')!;
    const edited: CampaignMap = {
      ...map,
      hexes: { ...map.hexes, [key]: { ...hex, settlement: { ...hex.settlement!, controller: 'p-bob' } } },
    };
    expect(assessFairness(edited, DEMO_MAP_PARAMS.sides).neutralSettlements).toBe(
      fairness.neutralSettlements - 1,
    );
    expect(hexKey(hex.q, hex.r)).toBe(key);
  });
});
