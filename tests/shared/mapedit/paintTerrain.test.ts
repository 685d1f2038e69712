import { describe, expect, it } from 'vitest';
import { fillTerrain, paintTerrain, terrainRegion } from '@shared/mapedit';
import { at, smallMap, snapshot, withSettlement } from './smallMap';

describe('paintTerrain', () => {
  it.each([
    { radius: 0 as const, painted: 1 },
    { radius: 1 as const, painted: 7 },
    { radius: 2 as const, painted: 19 },
  ])(
    'paints $painted hexes with a brush of radius $radius in the middle of the map',
    ({ radius, painted }) => {
      const map = smallMap(9, 9);
      const result = paintTerrain(map, at(4, 4), radius, 'forest');
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const forests = Object.values(result.value.hexes).filter((h) => h.terrain === 'forest');
      expect(forests).toHaveLength(painted);
    },
  );

  it('paints only the part of the brush that lies on the map at a corner (HEX-8)', () => {
    const result = paintTerrain(smallMap(5, 5), at(0, 0), 1, 'hills');
    expect(result.ok && Object.values(result.value.hexes).filter((h) => h.terrain === 'hills').length).toBe(
      3,
    );
  });

  it('refuses a centre off the map, naming HEX-8', () => {
    expect(paintTerrain(smallMap(3, 3), at(7, 7), 0, 'water')).toEqual({
      ok: false,
      error: 'Hex 0808 is not on the map (HEX-8).',
    });
  });

  it('refuses impassable terrain under a lone settlement, naming HEX-6 and SETUP-1', () => {
    const map = withSettlement(smallMap(3, 3), at(1, 1), 'town');
    const result = paintTerrain(map, at(1, 1), 0, 'water');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/town needs passable terrain \(HEX-6, SETUP-1\)/);
  });

  it('paints the rest of the brush around a settlement and keeps the settlement hex passable', () => {
    const map = withSettlement(smallMap(5, 5), at(2, 2), 'village');
    const result = paintTerrain(map, at(2, 2), 1, 'mountain');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.hexes[at(2, 2)]!.terrain).toBe('open');
    expect(Object.values(result.value.hexes).filter((h) => h.terrain === 'mountain')).toHaveLength(6);
  });

  it('lets passable terrain be painted under a settlement', () => {
    const map = withSettlement(smallMap(3, 3), at(1, 1), 'city');
    const result = paintTerrain(map, at(1, 1), 0, 'marsh');
    expect(result.ok && result.value.hexes[at(1, 1)]).toMatchObject({
      terrain: 'marsh',
      settlement: { type: 'city' },
    });
  });

  it('returns the same map object when nothing changes, and never mutates its input', () => {
    const map = smallMap(4, 4);
    const before = snapshot(map);
    expect(paintTerrain(map, at(1, 1), 2, 'open')).toEqual({ ok: true, value: map });
    const painted = paintTerrain(map, at(1, 1), 2, 'water');
    expect(painted.ok && painted.value).not.toBe(map);
    expect(map).toEqual(before);
  });
});

describe('fillTerrain', () => {
  const lake = ['oowoo', 'owwoo', 'oooow', 'ooooo'];

  it('repaints the contiguous region of the same terrain and nothing beyond it', () => {
    const map = smallMap(5, 4, lake);
    expect(terrainRegion(map, at(2, 0)).sort()).toEqual([at(1, 1), at(2, 0), at(2, 1)].sort());
    const result = fillTerrain(map, at(2, 0), 'marsh');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([at(2, 0), at(1, 1), at(2, 1)].map((k) => result.value.hexes[k]!.terrain)).toEqual([
      'marsh',
      'marsh',
      'marsh',
    ]);
    expect(result.value.hexes[at(4, 2)]!.terrain).toBe('water');
  });

  it('fills a whole open map', () => {
    const result = fillTerrain(smallMap(6, 5), at(3, 3), 'forest');
    expect(result.ok && Object.values(result.value.hexes).every((h) => h.terrain === 'forest')).toBe(true);
  });

  it('skips settlement hexes when filling with impassable terrain', () => {
    const map = withSettlement(smallMap(3, 3), at(0, 0), 'village');
    const result = fillTerrain(map, at(2, 2), 'water');
    expect(result.ok && result.value.hexes[at(0, 0)]!.terrain).toBe('open');
    expect(result.ok && result.value.hexes[at(1, 1)]!.terrain).toBe('water');
  });

  it('is a no-op returning the same map when the terrain is already the fill terrain', () => {
    const map = smallMap(3, 3);
    expect(fillTerrain(map, at(1, 1), 'open')).toEqual({ ok: true, value: map });
  });
});
