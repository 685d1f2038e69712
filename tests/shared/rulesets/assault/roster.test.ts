import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ASSAULT_RULES,
  EQUIPMENT,
  createAssault,
  rosterAfterAssault,
  rosterProblems,
  rosterTotals,
} from '@shared/rulesets/assault';
import { describe, expect, it } from 'vitest';
import { besieger, defender, newAssault, play } from './assaultFixtures';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const rulesText = readFileSync(resolve(repoRoot, 'docs/rules/RULES.md'), 'utf8');

describe('rosters (DATA-9, ASLT-6)', () => {
  it('refuses a BR that is not a multiple of 0.5 and a negative troop count, naming the unit', () => {
    const problems = rosterProblems([
      { id: 'a', name: 'Odd', br: 1.3 },
      { id: 'b', name: 'Ghosts', br: 1, troops: -5 },
      { id: 'c', artillery: 'heavyBallista', pieces: 0 },
      { id: 'a', br: 1 },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/Odd.*BR 1.3 is not a multiple of 0.5.*DATA-9/),
      expect.stringMatching(/Ghosts.*troops.*-5.*DATA-9/),
      expect.stringMatching(/Heavy Ballista needs a whole number of pieces.*ASLT-6/),
      expect.stringMatching(/id a is used twice/),
    ]);
    const made = createAssault({ seed: 1, besieger: [{ id: 'x', br: 1.3 }], defender: [] });
    expect('errors' in made && made.errors[0]).toMatch(/besieger: .*1.3/);
  });

  it('forms equipment units as the seed example does: 2 + 2 + 6 + 3 + 3 = 16', () => {
    const state = newAssault({
      defender: [
        { id: 'mt', artillery: 'mediumTrebuchet', pieces: 2 },
        { id: 'hb', artillery: 'heavyBallista', pieces: 5 },
        { id: 'lb', artillery: 'lightBallista', pieces: 20 },
      ],
    });
    const formed = state.unitOrder.filter((id) => state.units[id]!.side === 'defender');
    expect(formed).toEqual(['mt.1', 'mt.2', 'hb.1', 'lb.1', 'lb.2']);
    expect(formed.reduce((s, id) => s + state.units[id]!.br, 0)).toBe(16);
    expect(rosterTotals([{ id: 'lb', artillery: 'lightBallista', pieces: 25 }])).toMatchObject({
      equipmentUnits: 2,
      br: 6,
    });
  });

  it('has the ASLT-22 table with the seed values', () => {
    expect(Object.keys(EQUIPMENT)).toHaveLength(21);
    expect(EQUIPMENT.siegeTowerHuge).toMatchObject({ unitSize: 1, br: 8, only: 'besieger' });
    expect(EQUIPMENT.ramCatcher).toMatchObject({ unitSize: 10, br: null, only: 'defender' });
    expect(EQUIPMENT.movableMantlet.unitSize).toBe(60);
  });

  it('names only rules that RULES.md defines', () => {
    const defined = new Set([...rulesText.matchAll(/\*\*([A-Z]+-\d+[a-z]?) /g)].map((m) => m[1]!));
    expect(Object.keys(ASSAULT_RULES).filter((id) => !defined.has(id))).toEqual([]);
  });
});

describe('writing losses back to the roster (ASLT-29)', () => {
  it('takes defeated units off and keeps the survivors with their troops', () => {
    const end = play(newAssault(), { type: 'RunAssaultTurn', until: 'ENDED' });
    for (const side of ['besieger', 'defender'] as const) {
      const roster = side === 'besieger' ? besieger : defender;
      const after = rosterAfterAssault(roster, end, side);
      for (const entry of roster) {
        const unit = end.units[entry.id];
        if (!unit) continue; // equipment: checked below
        expect(after.some((e) => e.id === entry.id)).toBe(unit.status !== 'defeated');
      }
    }
  });

  it('removes the pieces of defeated equipment units', () => {
    const state = newAssault({
      besieger: [
        { id: 'b1', br: 3 },
        { id: 'lb', artillery: 'lightBallista', pieces: 25 },
      ],
    });
    const defeated = {
      ...state,
      units: { ...state.units, 'lb.1': { ...state.units['lb.1']!, status: 'defeated' as const } },
    };
    expect(
      rosterAfterAssault(
        [
          { id: 'b1', br: 3 },
          { id: 'lb', artillery: 'lightBallista', pieces: 25 },
        ],
        defeated,
        'besieger',
      ),
    ).toEqual([
      { id: 'b1', br: 3 },
      { id: 'lb', artillery: 'lightBallista', pieces: 15 },
    ]);
  });
});
