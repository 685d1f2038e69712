import { describe, expect, it } from 'vitest';
import { createDice, createRng, DICE_PURPOSES, isDicePurpose } from '@shared/random';

describe('createDice (GEN-4, GEN-5, GEN-11)', () => {
  it('rolls the same dice for the same seed', () => {
    const roll = () => {
      const dice = createDice(createRng(3));
      return [dice.d6('move'), dice.d3('move'), dice.roll('D20', 'battle.scenario')].map((r) => r.natural);
    };
    expect(roll()).toEqual(roll());
  });

  it('reads a D3 as ceil(D6 / 2): the D3 is what the same RNG state would give as a D6, halved up', () => {
    for (let seed = 0; seed < 200; seed++) {
      const d6 = createDice(createRng(seed)).d6('move').natural;
      const d3 = createDice(createRng(seed)).d3('move').natural;
      expect(d3).toBe(Math.ceil(d6 / 2));
    }
  });

  it('gives each D3 face about a third of the time', () => {
    const dice = createDice(createRng(11));
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[dice.d3('move').natural]!++;
    expect(counts[0]).toBe(0);
    for (const face of [1, 2, 3]) expect(Math.abs(counts[face]! - 2000)).toBeLessThan(200);
  });

  it('takes injected dice per purpose first, then falls back to the RNG (GEN-11)', () => {
    const dice = createDice(createRng(1), { move: ['D3:2', 'D6:5', 4], 'dice.attacker': ['d8:8'] });
    expect(dice.d3('move')).toMatchObject({ natural: 2, injected: true, die: 'D3' });
    expect(dice.d6('move')).toMatchObject({ natural: 5, injected: true });
    expect(dice.d6('move')).toMatchObject({ natural: 4, injected: true });
    expect(dice.roll('D8', 'dice.attacker')).toMatchObject({ natural: 8, injected: true });
    expect(dice.d6('move').injected).toBe(false);
    expect(dice.rolls).toHaveLength(5);
  });

  it('records purpose and actor on every roll', () => {
    const dice = createDice(createRng(1));
    expect(dice.d6('setup.firstSide', 'side-red')).toMatchObject({
      purpose: 'setup.firstSide',
      actor: 'side-red',
    });
    expect(dice.d6('setup.firstSide')).not.toHaveProperty('actor');
  });

  it('sums kDn and keeps each roll', () => {
    const dice = createDice(createRng(1), { 'dice.defender': [3, 6] });
    const { total, rolls } = dice.kdn(2, 6, 'dice.defender');
    expect(total).toBe(9);
    expect(rolls.map((r) => r.natural)).toEqual([3, 6]);
    expect(() => dice.kdn(0, 6, 'dice.defender')).toThrow('kDn needs k ≥ 1, got 0 (GEN-4)');
  });

  it.each([
    ['six', 'Queued die "six" for move is not like "D6:5" (GEN-5)'],
    ['D6:5', 'Queued die "D6:5" for move is a D6, but a D3 is rolled'],
    ['D3:4', 'Queued D3 value 4 for move is outside 1..3'],
    [0, 'Queued D3 value 0 for move is outside 1..3'],
  ])('explains a bad queue entry %j', (entry, message) => {
    const dice = createDice(createRng(1), { move: [entry] });
    expect(() => dice.d3('move')).toThrow(message);
  });

  it('rejects an unknown die', () => {
    expect(() => createDice(createRng(1)).roll('D1', 'move')).toThrow('Unknown die "D1" (GEN-4)');
  });

  it('knows the purpose tags of GEN-11', () => {
    expect(DICE_PURPOSES).toContain('setup.firstSide');
    expect(isDicePurpose('anv.defense')).toBe(true);
    expect(isDicePurpose('nonsense')).toBe(false);
  });
});
