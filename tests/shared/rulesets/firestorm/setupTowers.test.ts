import { hexKey } from '@shared/hex';
import { rectangleMap } from '@shared/map';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { createFirestormCampaign, defaultTowerHexes } from '@shared/rulesets/firestorm';
import { describe, expect, it } from 'vitest';

const factions = ['Iron', 'Ash', 'Bone'].map((name, i) => ({
  name,
  color: '#112233',
  alliance: (['Order', 'Chaos', 'Death'] as const)[i]!,
  players: [`${name}-player`],
}));

describe('start territories chosen by the GM (FS-SETUP-3 Decision)', () => {
  const map = rectangleMap(10, 8);

  it('defaultTowerHexes shows the FS-SETUP-3 corners NW, SE, NE before the start', () => {
    expect(defaultTowerHexes(map, 3)).toEqual([map.corners.NW, map.corners.SE, map.corners.NE]);
  });

  it('places the same towers on a map it has placed on before as on a fresh copy of it (per-map memo)', () => {
    const generated = generateMap(DEFAULT_MAP_PARAMS, 3);
    if (!generated.ok) throw new Error(generated.error.join());
    const towersOn = (on: typeof map) => {
      const made = createFirestormCampaign({ name: 'T', map: on, seed: 1, factions });
      if (!made.ok) throw new Error(made.error.join());
      return made.value.factions.map((f) => f.originTowerHex).join(' ');
    };
    const first = towersOn(generated.value.map);
    expect(towersOn(generated.value.map)).toBe(first);
    expect(towersOn(structuredClone(generated.value.map))).toBe(first);
    expect(defaultTowerHexes(generated.value.map, 2).join(' ')).toBe(
      defaultTowerHexes(structuredClone(generated.value.map), 2).join(' '),
    );
    const moved = defaultTowerHexes(generated.value.map, 3, [undefined, hexKey(4, 2)]);
    expect(moved[1]).toBe('4,2');
    expect(defaultTowerHexes(generated.value.map, 3).join(' ')).toBe(first);
  });

  it('a moved start hex gets the Lord’s Tower and the first banner; the others keep their corners', () => {
    const made = createFirestormCampaign({
      name: 'T',
      map,
      seed: 1,
      factions,
      towers: [undefined, hexKey(4, 2)],
    });
    if (!made.ok) throw new Error(made.error.join());
    expect(made.value.factions.map((f) => f.originTowerHex)).toEqual([map.corners.NW, '4,2', map.corners.NE]);
    expect(made.value.territories['4,2']?.items).toEqual([{ type: 'lordsTower', builtTurn: 0 }]);
    expect(made.value.banners.find((b) => b.factionId === made.value.factions[1]!.id)?.hex).toBe('4,2');
  });

  it('refuses two factions on one hex and a hex off the map, naming FS-SETUP-3', () => {
    const twice = createFirestormCampaign({
      name: 'T',
      map,
      seed: 1,
      factions,
      towers: [hexKey(4, 2), hexKey(4, 2)],
    });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.join()).toMatch(/FS-SETUP-3: two factions/);
    const off = createFirestormCampaign({ name: 'T', map, seed: 1, factions, towers: [hexKey(99, 99)] });
    expect(off.ok).toBe(false);
    if (!off.ok) expect(off.error.join()).toMatch(/FS-SETUP-3: the start territory 99,99/);
  });
});
