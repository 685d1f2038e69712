import fc from 'fast-check';
import type { AssaultInput, EquipmentType, RosterEntry, Side } from '@shared/rulesets/assault';
import { EQUIPMENT, EQUIPMENT_TYPES, sideMayDeploy } from '@shared/rulesets/assault';

/** Equipment each side may field (ASLT-22 notes 2 and 4), so the bots deploy and use every kind of piece. */
const typesFor = (side: Side): EquipmentType[] =>
  EQUIPMENT_TYPES.filter((t) => sideMayDeploy(t, side, false));

const troopEntry = fc.record({
  br: fc.constantFrom(0, 0.5, 1, 1.5, 2, 2.5, 3, 4),
  troops: fc.integer({ min: 0, max: 150 }),
  missile: fc.boolean(),
  loose: fc.boolean(),
  cavalry: fc.boolean(),
  flyer: fc.boolean(),
  hero: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  attackMod: fc.integer({ min: -1, max: 1 }),
});

function rosterOf(side: Side, minTroops: number, maxTroops: number): fc.Arbitrary<RosterEntry[]> {
  const equipment = fc.record({
    type: fc.constantFrom(...typesFor(side)),
    units: fc.integer({ min: 1, max: 3 }),
    oversized: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  });
  return fc
    .tuple(
      fc.array(troopEntry, { minLength: minTroops, maxLength: maxTroops }),
      fc.array(equipment, { minLength: 0, maxLength: 4 }),
    )
    .map(([troops, pieces]) => [
      ...troops.map(({ hero, br, ...rest }, i) =>
        hero ? { id: `${side[0]}h${i}`, hero: true } : { id: `${side[0]}${i}`, br, ...rest },
      ),
      ...pieces.map(({ type, units, oversized }, i) => ({
        id: `${side[0]}e${i}`,
        [EQUIPMENT[type].category === 'artillery' ? 'artillery' : 'siegeEquipment']: type,
        pieces: oversized ? 1 : units * EQUIPMENT[type].unitSize,
        ...(oversized ? { oversized: true } : {}),
      })),
    ]);
}

const leader = fc.record({
  strategicAbility: fc.integer({ min: 0, max: 2 }),
  leadershipAbility: fc.integer({ min: 0, max: 3 }),
  moraleMod: fc.integer({ min: -2, max: 2 }),
});

/**
 * Assault inputs of every shape the bots must handle: rosters of 4–14 and 1–6 troop units with every flag and half-point
 * BR, heroes, every piece of equipment each side may field (oversized too), capacities from 1 to 18 (above 16
 * candidates BOT-21 switches to its dynamic programme), both morale settings, short and long turn limits, leaders
 * who act first or second, and dungeons with known and hidden entrances (ASLT-32).
 */
export const randomAssaultInput: fc.Arbitrary<AssaultInput> = fc
  .record({
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    besieger: rosterOf('besieger', 4, 14),
    defender: rosterOf('defender', 1, 6),
    unitCapacity: fc.integer({ min: 1, max: 18 }),
    breaches: fc.integer({ min: 0, max: 2 }),
    leaders: fc.record({ besieger: leader, defender: leader }),
    morale: fc.constantFrom('simple' as const, 'off' as const),
    maxTurns: fc.integer({ min: 2, max: 12 }),
    dungeon: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  })
  .map(({ seed, besieger, defender, unitCapacity, breaches, leaders, morale, maxTurns, dungeon }) => ({
    seed,
    besieger,
    defender,
    leaders,
    settings: { morale, maxTurns },
    ...(dungeon
      ? {
          variant: 'dungeon' as const,
          stronghold: {
            entrances: [
              { id: 'gate', known: true, reachable: true },
              { id: 'well', known: false, reachable: false },
              { id: 'sewer', known: true, reachable: true },
            ],
          },
        }
      : { stronghold: { unitCapacity, breaches } }),
  }));
