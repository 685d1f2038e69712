import fc from 'fast-check';
import { coreBattleSite, type BattleSite, type TableSize } from '@shared/battlefield';
import { DIRECTIONS, keyOf, neighbor, parseHexKey, type Direction, type HexKey } from '@shared/hex';
import { TERRAINS, type Terrain } from '@shared/map';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { createRng } from '@shared/random';
import type { Battle, Campaign } from '@shared/rulesets/core';
import { generateScenario } from '@shared/rulesets/core/scenario/generateScenario';

export const SIDES = {
  attacker: { name: 'Red', color: '#d62728' },
  defender: { name: 'Blue', color: '#1f77b4' },
};

/** SCEN-1 run with seeded dice, as a campaign would have stored it. */
export function scenarioFromSeed(seed: number) {
  // Small seeds' first draws are alike in xoroshiro128+: scramble the seed and drop a few draws.
  const rng = createRng(Math.imul(seed, 0x9e3779b1) ^ 0x5bd1e995);
  for (let i = 0; i < 4; i++) rng.float();
  return generateScenario((die) => (die === 'D3' ? rng.int(1, 3) : rng.int(1, 6)), { A: 'a', B: 'b' });
}

const direction = fc.constantFrom(...DIRECTIONS);
const passable = fc.constantFrom<Terrain>('open', 'forest', 'hills', 'marsh');

/** A battle site made up directly: any terrain around, any river course, settlement, siege and scenario. */
export const siteArb: fc.Arbitrary<BattleSite> = fc
  .record({
    terrain: passable,
    neighbours: fc.tuple(...DIRECTIONS.map(() => fc.option(fc.constantFrom(...TERRAINS), { nil: null }))),
    river: fc.option(
      fc.record({ inFrom: fc.uniqueArray(direction, { minLength: 1, maxLength: 2 }), outTo: direction }),
      { nil: null },
    ),
    bridge: fc.boolean(),
    settlement: fc.option(fc.constantFrom('village', 'town', 'city', 'fortress') as fc.Arbitrary<'village'>, {
      nil: null,
    }),
    entryDir: direction,
    siege: fc.boolean(),
    scenarioSeed: fc.option(fc.integer(), { nil: null }),
    key: fc.string({ maxLength: 6 }),
  })
  .map((r) => {
    const river = r.river && {
      inFrom: r.river.inFrom.filter((d) => d !== r.river!.outTo),
      outTo: r.river.outTo,
    };
    return {
      title: 'Battle',
      key: r.key,
      hex: '0,0' as HexKey,
      terrain: r.terrain,
      neighbours: Object.fromEntries(DIRECTIONS.map((d, i) => [d, r.neighbours[i]])) as Record<
        Direction,
        Terrain | null
      >,
      river: river && river.inFrom.length > 0 ? river : null,
      bridge: r.bridge,
      settlement: r.siege ? { type: 'fortress' as const } : r.settlement ? { type: r.settlement } : null,
      entryDir: r.entryDir,
      siege: r.siege,
      scenario: r.siege || r.scenarioSeed === null ? null : scenarioFromSeed(r.scenarioSeed),
      sides: SIDES,
    };
  });

/** The three tables of issue 29 and any size between 24″ and 144″ a side. */
export const tableArb: fc.Arbitrary<TableSize> = fc.oneof(
  fc.constantFrom({ width: 72, height: 48 }, { width: 60, height: 44 }, { width: 44, height: 30 }),
  fc.record({ width: fc.integer({ min: 24, max: 144 }), height: fc.integer({ min: 24, max: 144 }) }),
);

const MAP_PARAMS = { ...DEFAULT_MAP_PARAMS, width: 20, height: 14, rivers: 2 };

/** A generated map and one battle on it: a passable hex attacked from a passable neighbour (BATTLE-1). */
export const mapBattleArb: fc.Arbitrary<{ site: BattleSite; campaign: Campaign; hex: HexKey }> = fc
  .record({ mapSeed: fc.integer({ min: 1, max: 400 }), pick: fc.nat(), dir: direction, scen: fc.integer() })
  .map(({ mapSeed, pick, dir, scen }) => {
    const generated = generateMap(MAP_PARAMS, mapSeed);
    if (!generated.ok) throw new Error(generated.error.join('; '));
    const map = generated.value.map;
    const keys = Object.keys(map.hexes).filter(
      (k) => map.hexes[k as HexKey]!.terrain !== 'water' && map.hexes[k as HexKey]!.terrain !== 'mountain',
    ) as HexKey[];
    // Prefer river hexes every other time, so rivers are well covered.
    const rivers = keys.filter((k) => map.hexes[k]!.river);
    const pool = pick % 2 === 0 && rivers.length > 0 ? rivers : keys;
    const hex = pool[pick % pool.length]!;
    const entryHex = keyOf(neighbor(parseHexKey(hex), dir));
    const campaign = {
      map,
      sides: [
        { id: 's1', name: 'Red', color: '#d62728' },
        { id: 's2', name: 'Blue', color: '#1f77b4' },
      ],
    } as unknown as Campaign;
    const battle = {
      id: `b${pick}`,
      hex,
      kind: map.hexes[hex]!.settlement?.type === 'fortress' && pick % 3 === 0 ? 'fortressSiege' : 'field',
      attacker: { sideId: 's1', armyId: 'a' },
      defender: { sideId: 's2', armyId: 'b' },
      entryHex,
      entryDir: dir,
      scenario: { source: 'generator', roll: 0, name: 'x', generated: scenarioFromSeed(scen) },
    } as unknown as Battle;
    return { site: coreBattleSite(campaign, battle), campaign, hex };
  });
