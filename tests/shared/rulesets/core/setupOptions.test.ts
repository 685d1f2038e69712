import { distance, distanceToEdge, parseHexKey, type HexKey } from '@shared/hex';
import { GM_VIEWER, seatViewer } from '@shared/kernel';
import { isPassable } from '@shared/map';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import {
  createCoreCampaign,
  fortressSiteViolations,
  legalFortressHexes,
  setupFromGeneratedMap,
  setupOptions,
} from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';

const generated = generateMap(DEFAULT_MAP_PARAMS, 7);
if (!generated.ok) throw new Error(generated.error.join('; '));
const { map, sides } = generated.value;
const fortressOf = (playerId: string) =>
  (Object.keys(map.hexes) as HexKey[]).find((k) => map.hexes[k]!.settlement?.originalOwner === playerId)!;

describe('setupOptions: the one SETUP-3/4 query', () => {
  it('the generator puts every fortress on a hex the query calls legal (mapgen and setup agree)', () => {
    for (const side of sides) {
      const legal = legalFortressHexes(map, side.homeEdge);
      for (const p of side.players) expect(legal).toContain(fortressOf(p.id));
    }
  });

  it('lists exactly the SETUP-3 hexes: home line, passable, no other settlement', () => {
    const side = sides[0]!;
    const legal = legalFortressHexes(map, side.homeEdge);
    const expected = (Object.keys(map.hexes) as HexKey[]).filter((k) => {
      const hex = map.hexes[k]!;
      return (
        distanceToEdge(k, map.edges[side.homeEdge]) === 1 &&
        isPassable(hex.terrain) &&
        (!hex.settlement || hex.settlement.type === 'fortress')
      );
    });
    expect(legal).toEqual(expected);
    for (const k of Object.keys(map.hexes) as HexKey[]) {
      expect(fortressSiteViolations(map, k, side.homeEdge).length === 0).toBe(legal.includes(k));
    }
  });

  it('hides other players’ taken fortress hexes, gives army hexes around the fortress, and answers per viewer', () => {
    const fortresses = Object.fromEntries(
      sides.flatMap((s) => s.players.map((p) => [p.id, fortressOf(p.id)])),
    );
    const options = setupOptions(map, { sides, fortresses });
    const [first, second] = sides[0]!.players;
    expect(options[first!.id]!.fortressHexes).toContain(fortresses[first!.id]);
    if (second) expect(options[first!.id]!.fortressHexes).not.toContain(fortresses[second.id]);
    for (const hex of options[first!.id]!.armyHexes) {
      expect(distance(parseHexKey(hex), parseHexKey(fortresses[first!.id]!))).toBeLessThanOrEqual(1);
    }
    expect(Object.keys(setupOptions(map, { sides, fortresses }, GM_VIEWER))).toHaveLength(
      sides.reduce((n, s) => n + s.players.length, 0),
    );
    expect(Object.keys(setupOptions(map, { sides, fortresses }, seatViewer(first!.id)))).toEqual([first!.id]);
  });

  it('the engine refuses a hex the query leaves out, and accepts the ones it lists', () => {
    const input = setupFromGeneratedMap(generated.value, { id: 'c', name: 'C', seed: 1 });
    expect(createCoreCampaign(input).ok).toBe(true);
    const player = sides[0]!.players[0]!;
    const illegal = (Object.keys(map.hexes) as HexKey[]).find(
      (k) => !legalFortressHexes(map, sides[0]!.homeEdge).includes(k),
    )!;
    const refused = createCoreCampaign({
      ...input,
      fortresses: { ...input.fortresses, [player.id]: illegal },
      armies: undefined,
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.some((v) => v.ruleId === 'SETUP-3')).toBe(true);
  });
});
