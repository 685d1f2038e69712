import { getArmy, legalMoves, validateMovePath } from '@shared/rulesets/core';
import { DIRECTIONS, distance, hexKey, keyOf, neighbor, parseHexKey } from '@shared/hex';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coreState, TWO_SIDES } from './factories';

const KEYS: string[] = [];
for (let q = -3; q <= 3; q++)
  for (let r = -3; r <= 3; r++) if (distance({ q: 0, r: 0 }, { q, r }) <= 3) KEYS.push(hexKey(q, r));

const terrain = fc.constantFrom('open', 'open', 'open', 'forest', 'mountain', 'water');
const settlement = fc.option(
  fc.record({
    settlement: fc.constantFrom('village', 'town'),
    controller: fc.constantFrom(null, 'Alice', 'Bob', 'Carol'),
  }),
  { freq: 3 },
);

/** Random small situations: a mover R1 at "0,0" plus up to six other armies on open hexes. */
const situation = fc
  .record({
    terrains: fc.array(terrain, { minLength: KEYS.length, maxLength: KEYS.length }),
    settlements: fc.array(settlement, { minLength: KEYS.length, maxLength: KEYS.length }),
    others: fc.shuffledSubarray(
      KEYS.filter((k) => k !== '0,0'),
      { minLength: 1, maxLength: 6 },
    ),
    owners: fc.array(fc.constantFrom('Alice', 'Bob', 'Carol'), { minLength: 6, maxLength: 6 }),
    broken: fc.boolean(),
    allowance: fc.integer({ min: 1, max: 4 }),
    walks: fc.array(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }), {
      maxLength: 12,
    }),
  })
  .map((s) => {
    const hexes: Record<string, Record<string, unknown>> = {};
    KEYS.forEach((key, i) => {
      const armyHere = key === '0,0' || s.others.includes(key);
      const t = armyHere ? 'open' : s.terrains[i]!;
      const settle = s.settlements[i];
      hexes[key] = { terrain: t, ...(settle ? settle : {}) };
    });
    const armies: Record<string, Record<string, unknown>> = {
      R1: { owner: 'Alice', at: '0,0', lord: true, status: s.broken ? 'broken' : 'fresh' },
    };
    s.others.forEach((at, i) => (armies[`X${i}`] = { owner: s.owners[i]!, at }));
    return { ...s, hexes, armies };
  });

describe('legalMoves', () => {
  it('agrees with validateMovePath: every listed path is legal, and every legal path ends on a listed hex', () => {
    fc.assert(
      fc.property(situation, (s) => {
        let built;
        try {
          built = coreState({
            map: { radius: 3, hexes: s.hexes },
            sides: TWO_SIDES,
            armies: s.armies,
            turn: { number: 1, side: 'Red', phase: 'MOVE' },
          });
        } catch {
          return; // two armies of one side on a hex, or an enemy pair without a battle: not a reachable state
        }
        const army = getArmy(built.state, 'R1')!;
        const moves = legalMoves(built.state, 'R1', s.allowance);
        for (const move of moves)
          expect(validateMovePath(built.state, army, move.path, s.allowance)).toEqual([]);
        const ends = new Set(moves.map((m) => m.to));
        for (const walk of s.walks) {
          const path = [army.hex!];
          for (const d of walk.slice(0, s.allowance))
            path.push(keyOf(neighbor(parseHexKey(path.at(-1)!), DIRECTIONS[d]!)));
          const legal = validateMovePath(built.state, army, path, s.allowance).length === 0;
          if (legal && path.at(-1) !== army.hex) expect(ends.has(path.at(-1)!)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('lists battle hexes as ends that cannot be passed, and friends as hexes that can', () => {
    const { state } = coreState({
      map: { radius: 3 },
      sides: TWO_SIDES,
      armies: {
        R1: { owner: 'Alice', at: '0,0', lord: true },
        C1: { owner: 'Carol', at: '0,1', lord: true },
        B1: { owner: 'Bob', at: '1,-1', lord: true },
      },
      turn: { number: 1, side: 'Red', phase: 'MOVE' },
    });
    const moves = legalMoves(state, 'R1', 2);
    const byEnd = new Map<string, (typeof moves)[number]>(moves.map((m) => [m.to, m]));
    expect(byEnd.get('1,-1')).toMatchObject({ battle: true, path: ['0,0', '1,-1'] });
    expect(byEnd.has('0,1')).toBe(false);
    expect(byEnd.get('0,2')).toMatchObject({ battle: false, path: ['0,0', '0,1', '0,2'] });
    expect(byEnd.has('1,-2')).toBe(true); // around the enemy, not through it
    expect(byEnd.get('1,-2')!.path).toEqual(['0,0', '0,-1', '1,-2']);
    expect(byEnd.has('2,-2')).toBe(false); // only reachable through the enemy's hex
  });

  it('returns nothing for an army that has not rolled and no allowance is given', () => {
    const { state } = coreState({
      map: { radius: 2 },
      sides: TWO_SIDES,
      armies: { R1: { owner: 'Alice', at: '0,0' }, B1: { owner: 'Bob', at: '2,0' } },
      turn: { number: 1, side: 'Red', phase: 'MOVE' },
    });
    expect(legalMoves(state, 'R1')).toEqual([]);
    expect(legalMoves(state, 'nobody', 3)).toEqual([]);
  });

  it('never ends on a battle hex of this phase, which holds a friend as well as an enemy', () => {
    const { state } = coreState({
      map: { radius: 3 },
      sides: TWO_SIDES,
      armies: {
        R1: { owner: 'Alice', at: '0,0', lord: true },
        C1: { owner: 'Carol', at: '1,-1', lord: true },
        B1: { owner: 'Bob', at: '1,-1', lord: true },
      },
      battles: [{ hex: '1,-1', attacker: 'C1', defender: 'B1', entryHex: '1,0' }],
      turn: { number: 1, side: 'Red', phase: 'MOVE' },
    });
    const ends = legalMoves(state, 'R1', 2).map((m) => m.to);
    expect(ends).not.toContain('1,-1');
    expect(ends).toContain('1,-2'); // the search still goes around it
  });
});
