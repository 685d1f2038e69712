import { describe, expect, it } from 'vitest';
import { hexKey, rectangleCorners, rectangleEdges, rectangleKeys, type HexKey } from '@shared/hex';
import type { CampaignMap, MapHex, Settlement, Terrain } from '@shared/map';
import {
  allowedNearerGap,
  assessFairness,
  DEMO_MAP_PARAMS,
  DEMO_SEED,
  generateMap,
  type SideSetup,
} from '@shared/mapgen';

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
    expect(report.notes.join(' ')).toContain(
      'Unbalanced. West is nearer to 2 neutral settlements, East to 0: a gap of 2, more than the 1 allowed (10 % of 2, at least 1).',
    );
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

describe('the Balanced verdict is honest (issue 15)', () => {
  it('allows a gap of at most 10 % of the neutral settlements, at least 1', () => {
    expect([1, 9, 10, 19, 20, 56, 60].map(allowedNearerGap)).toEqual([1, 1, 1, 1, 2, 5, 6]);
  });

  it('does not call 33 against 23 nearer settlements balanced', () => {
    // A 120-hex strip: fortresses at columns 1 and 118, villages at 2..34 (West's) and 95..117 (East's).
    const width = 120;
    const hexes: Record<HexKey, MapHex> = {};
    rectangleKeys(width, 1).forEach((key, col) => {
      const owner = col === 1 ? 'p1' : col === width - 2 ? 'p2' : null;
      const settled = (col >= 2 && col <= 34) || (col >= 95 && col <= 117);
      const settlement: Settlement | undefined = owner
        ? { type: 'fortress', controller: owner, originalOwner: owner }
        : settled
          ? village
          : undefined;
      hexes[key] = { q: col, r: -Math.floor(col / 2), terrain: 'open', river: false, bridge: false };
      if (settlement) hexes[key] = { ...hexes[key], settlement };
    });
    const map = { hexes, edges: rectangleEdges(width, 1), corners: rectangleCorners(width, 1) };
    const report = assessFairness(map, SIDES);
    expect(report.sides.map((s) => s.settlementsNearer)).toEqual([33, 23]);
    expect(report.fair).toBe(false);
    expect(report.notes.join(' ')).toContain('a gap of 10, more than the 5 allowed (10 % of 56, at least 1)');
  });

  it('states both counts and the limit when it says Balanced', () => {
    const report = assessFairness(strip({ 3: { settlement: village }, 5: { settlement: village } }), SIDES);
    expect(report.fair).toBe(true);
    expect(report.notes[0]).toBe(
      'Balanced. West is nearer to 1 neutral settlement, East to 1: a gap of 0, within the 1 allowed (10 % of 2, at least 1). Average distance 3 and 3 hexes, within the 1.5 allowed.',
    );
  });
});
