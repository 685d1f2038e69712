import { describe, expect, it } from 'vitest';
import { toggleBridge, toggleRiver } from '@shared/mapedit';
import type { CampaignMap } from '@shared/map';
import { at, smallMap, snapshot } from './smallMap';

const riverAt = (map: CampaignMap, key = at(1, 1)): CampaignMap => ({
  ...map,
  hexes: { ...map.hexes, [key]: { ...map.hexes[key]!, river: true, bridge: true, riverFlow: 'S' } },
});

describe('toggleRiver and toggleBridge', () => {
  it('adds a river to a dry hex', () => {
    const result = toggleRiver(smallMap(3, 3), at(1, 1));
    expect(result.ok && result.value.hexes[at(1, 1)]).toMatchObject({ river: true, bridge: false });
  });

  it('removes the river together with its bridge and flow (HEX-7: a bridge needs a river)', () => {
    const map = riverAt(smallMap(3, 3));
    const before = snapshot(map);
    const result = toggleRiver(map, at(1, 1));
    expect(result.ok && result.value.hexes[at(1, 1)]).toEqual({
      q: 1,
      r: 1,
      terrain: 'open',
      river: false,
      bridge: false,
    });
    expect(map).toEqual(before);
  });

  it('removes an existing bridge and keeps the river', () => {
    const result = toggleBridge(riverAt(smallMap(3, 3)), at(1, 1));
    expect(result.ok && result.value.hexes[at(1, 1)]).toMatchObject({ river: true, bridge: false });
  });

  it('builds a bridge on a river hex without one', () => {
    const map = toggleRiver(smallMap(3, 3), at(2, 2));
    if (!map.ok) throw new Error(map.error);
    const result = toggleBridge(map.value, at(2, 2));
    expect(result.ok && result.value.hexes[at(2, 2)]).toMatchObject({ river: true, bridge: true });
  });

  it('refuses a bridge on a hex without river, naming HEX-7', () => {
    expect(toggleBridge(smallMap(3, 3), at(0, 0))).toEqual({
      ok: false,
      error: 'Cannot build a bridge on hex 0101: it has no river (HEX-7).',
    });
  });

  it('refuses both toggles off the map (HEX-8)', () => {
    expect(toggleRiver(smallMap(2, 2), '5,5' as never).ok).toBe(false);
    expect(toggleBridge(smallMap(2, 2), '5,5' as never).ok).toBe(false);
  });
});
