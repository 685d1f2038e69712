import { applyEvent, createCoreCampaign, emptyCampaign, type CoreSetupInput } from '@shared/rulesets/core';
import { distance, hexKey, parseHexKey, type HexKey } from '@shared/hex';
import { rectangleMap as openRectangle, type CampaignMap, type MapHex } from '@shared/map';
import { describe, expect, it } from 'vitest';

function rectangleMap(
  width: number,
  height: number,
  overrides: Record<string, Partial<MapHex>> = {},
): CampaignMap {
  return openRectangle(width, height, ({ q, r }) => overrides[hexKey(q, r)]);
}

const sides: CoreSetupInput['sides'] = [
  {
    id: 'red',
    name: 'Red',
    color: '#aa0000',
    homeEdge: 'West',
    players: [
      { id: 'alice', name: 'Alice', color: '#ff0000' },
      { id: 'carol', name: 'Carol', color: '#ff8800' },
    ],
  },
  {
    id: 'blue',
    name: 'Blue',
    color: '#0000aa',
    homeEdge: 'East',
    players: [{ id: 'bob', name: 'Bob', color: '#0000ff' }],
  },
];

// Offset (1,2), (1,4) and (6,2) on an 8×6 odd-q rectangle: one hex in from the West and East edges (SETUP-3).
const input: CoreSetupInput = {
  id: 'c1',
  name: 'Test',
  seed: 7,
  map: rectangleMap(8, 6, { '3,1': { settlement: { type: 'village', controller: 'bob' } } }),
  sides,
  fortresses: { alice: '1,2' as HexKey, carol: '1,4' as HexKey, bob: '6,-1' as HexKey },
  dice: { 'setup.firstSide': [3, 3, 2, 5] },
};

describe('createCoreCampaign', () => {
  const created = createCoreCampaign(input);
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const { state, events } = created.value;

  it('starts side-turn 1 in the MOVE phase of the side that won the roll-off (ties re-rolled)', () => {
    expect(state.status).toBe('running');
    expect(state.turn).toMatchObject({
      number: 1,
      round: 1,
      phase: 'MOVE',
      activeSideId: 'blue',
      firstSideId: 'blue',
    });
    const rolls = events.filter((e) => e.type === 'DiceRolled').map((e) => e.payload);
    expect(rolls.map((r) => [r.purpose, r.natural])).toEqual([
      ['setup.firstSide', 3],
      ['setup.firstSide', 3],
      ['setup.firstSide', 2],
      ['setup.firstSide', 5],
    ]);
  });

  it('gives each player a controlled fortress and three fresh armies within 1 of it, never two per hex per side', () => {
    for (const [player, fortress] of Object.entries(input.fortresses)) {
      expect(state.map.hexes[fortress]!.settlement).toMatchObject({ type: 'fortress', controller: player });
      const own = state.armies.ids
        .map((id) => state.armies.entities[id]!)
        .filter((a) => a.ownerId === player);
      expect(own).toHaveLength(3);
      for (const army of own) {
        expect(army).toMatchObject({ status: 'fresh', points: 2000 });
        expect(distance(parseHexKey(army.hex!), parseHexKey(fortress))).toBeLessThanOrEqual(1);
      }
    }
    const redHexes = state.armies.ids
      .map((id) => state.armies.entities[id]!)
      .filter((a) => a.ownerId !== 'bob')
      .map((a) => a.hex);
    expect(new Set(redHexes).size).toBe(redHexes.length);
  });

  it('places armies by BOT-1 (fortress hex first, then neighbours in direction order) and the Lord with the first', () => {
    const alice = state.armies.ids
      .map((id) => state.armies.entities[id]!)
      .filter((a) => a.ownerId === 'alice');
    expect(alice.map((a) => a.hex)).toEqual(['1,2', '1,1', '2,1']);
    expect(state.lords.entities.alice).toMatchObject({ armyId: alice[0]!.id, state: 'active' });
  });

  it('makes villages, towns and cities neutral (SETUP-6)', () => {
    expect(state.map.hexes['3,1' as HexKey]!.settlement?.controller).toBeNull();
  });

  it('replays: the log applied to the empty campaign gives the same state (GEN-5)', () => {
    const replayed = state.log.reduce(applyEvent, emptyCampaign(input.seed));
    expect(replayed).toEqual(state);
  });

  it('is plain JSON and byte-identical for the same input', () => {
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    const again = createCoreCampaign(input);
    expect(again.ok && JSON.stringify(again.value.state)).toBe(JSON.stringify(state));
  });

  it('places armies that do not fit next to the fortress on the nearest legal hexes (SETUP-4 Decision)', () => {
    // Alice's fortress "1,2" with every neighbour but "1,1" impassable.
    const walls = ['1,3', '2,1', '2,2', '0,2', '0,3'];
    const walled = createCoreCampaign({
      ...input,
      map: rectangleMap(
        8,
        6,
        Object.fromEntries(walls.map((key) => [key, { terrain: 'mountain' as const }])),
      ),
    });
    if (!walled.ok) throw new Error(JSON.stringify(walled.error));
    const alice = walled.value.state.armies.ids
      .map((id) => walled.value.state.armies.entities[id]!)
      .filter((a) => a.ownerId === 'alice');
    expect(alice.map((a) => a.hex)).toEqual(['1,2', '1,1', '0,1']); // distance 2, then hex order
  });

  it('lets core.firstSide fix the first side', () => {
    const fixed = createCoreCampaign({ ...input, dice: {}, settings: { core: { firstSide: 'red' } } });
    expect(fixed.ok && fixed.value.state.turn.activeSideId).toBe('red');
    expect(fixed.ok && fixed.value.events.some((e) => e.type === 'DiceRolled')).toBe(false);
  });
});

describe('createCoreCampaign rejects bad setups', () => {
  const ruleIdsOf = (changed: Partial<CoreSetupInput>) => {
    const result = createCoreCampaign({ ...input, ...changed });
    return result.ok ? [] : result.error.map((v) => v.ruleId);
  };

  it.each([
    [
      'a fortress on the edge itself',
      { fortresses: { ...input.fortresses, alice: '0,2' as HexKey } },
      'SETUP-3',
    ],
    ['a fortress three hexes in', { fortresses: { ...input.fortresses, alice: '3,1' as HexKey } }, 'SETUP-3'],
    ['two fortresses on one hex', { fortresses: { ...input.fortresses, carol: '1,2' as HexKey } }, 'SETUP-3'],
    ['a fortress on a mountain', { map: rectangleMap(8, 6, { '1,2': { terrain: 'mountain' } }) }, 'SETUP-3'],
    [
      'a fortress on a village',
      { map: rectangleMap(8, 6, { '1,2': { settlement: { type: 'village', controller: null } } }) },
      'SETUP-3',
    ],
    [
      'a player without a fortress',
      { fortresses: { alice: '1,2' as HexKey, bob: '6,-1' as HexKey } },
      'SETUP-3',
    ],
    [
      'home edges that are not opposite',
      { sides: [sides[0]!, { ...sides[1]!, homeEdge: 'North' as const }] },
      'SETUP-2',
    ],
    ['one side', { sides: [sides[0]!] }, 'SETUP-2'],
    ['a side without players', { sides: [sides[0]!, { ...sides[1]!, players: [] }] }, 'SETUP-2'],
    ['an army far from its fortress', { armies: { bob: ['6,-1', '5,0', '2,2'] as HexKey[] } }, 'SETUP-4'],
    [
      'two allied armies on one hex',
      { armies: { alice: ['1,2', '1,1', '2,1'] as HexKey[], carol: ['1,4', '1,3', '2,1'] as HexKey[] } },
      'SETUP-4',
    ],
    ['a wrong number of armies', { armies: { bob: ['6,-1'] as HexKey[] } }, 'SETUP-4'],
    ['a Lord with a missing army', { lords: { bob: { name: 'B', loadout: '', army: 5 } } }, 'SETUP-5'],
    ['an unknown fixed first side', { settings: { core: { firstSide: 'green' } } }, 'SETUP-8'],
    ['an unknown scenario source', { settings: { core: { scenarioSource: 'oracle' as 'none' } } }, 'DATA-12'],
    ['no armies per player', { settings: { core: { armiesPerPlayer: 0 } } }, 'DATA-12'],
    ['a bridge without a river', { map: rectangleMap(8, 6, { '4,0': { bridge: true } }) }, 'SETUP-1'],
    [
      'a town on water',
      {
        map: rectangleMap(8, 6, {
          '4,0': { terrain: 'water', settlement: { type: 'town', controller: null } },
        }),
      },
      'SETUP-1',
    ],
    ['an empty map', { map: { ...input.map, hexes: {} } }, 'SETUP-1'],
  ])('%s', (_what, changed, ruleId) => {
    expect(ruleIdsOf(changed)).toContain(ruleId);
  });
});
