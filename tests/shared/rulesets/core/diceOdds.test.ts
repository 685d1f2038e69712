import { diceOdds, diceResult } from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { coreState, TWO_SIDES } from './factories';

function battleState(hex: Record<string, unknown> = {}, defenderStatus = 'fresh') {
  return coreState({
    map: { radius: 2, hexes: { '0,0': hex } },
    sides: TWO_SIDES,
    armies: {
      R1: { owner: 'Alice', at: '0,0', lord: true },
      B1: { owner: 'Bob', at: '0,0', lord: true, status: defenderStatus },
    },
    battles: [{ hex: '0,0', attacker: 'R1', defender: 'B1', entryHex: '0,1' }],
    turn: { number: 1, side: 'Red', phase: 'FIGHT' },
  }).state;
}

const table = (odds: ReturnType<typeof diceOdds>) =>
  Object.fromEntries(odds.map((o) => [`${o.winner ?? 'none'}:${o.level}`, o.outcomes]));

describe('diceResult (DICE-3)', () => {
  it.each([
    [4, 4, null, 'draw'],
    [5, 4, null, 'draw'],
    [6, 4, 'attacker', 'minor'],
    [1, 4, 'defender', 'major'],
    [6, 2, 'attacker', 'massacre'],
    [6, -2, 'attacker', 'massacre'],
  ])('attacker %i against defender %i: %s %s', (a, d, winner, level) => {
    expect(diceResult(a, d)).toEqual({ winner, level });
  });
});

describe('diceOdds', () => {
  it('counts all 36 rolls of an open-field battle between fresh armies', () => {
    expect(table(diceOdds(battleState(), 'battle-1'))).toEqual({
      'attacker:massacre': 3,
      'attacker:major': 3,
      'attacker:minor': 4,
      'none:draw': 16,
      'defender:minor': 4,
      'defender:major': 3,
      'defender:massacre': 3,
    });
  });

  it('gives exact probabilities that sum to 1, best for the attacker first', () => {
    const odds = diceOdds(battleState(), 'battle-1');
    expect(odds.reduce((sum, o) => sum + o.outcomes, 0)).toBe(36);
    expect(odds[0]).toMatchObject({ winner: 'attacker', level: 'massacre', probability: 3 / 36 });
  });

  it('maps a fortress battle through LOC-7 (attacker win → massacre, defender win → minor)', () => {
    const odds = table(diceOdds(battleState({ settlement: 'fortress', controller: 'Bob' }), 'battle-1'));
    // The fortress is a special location: attacker −1 (DICE-2), so attacker wins need a diff of 2+ after it.
    expect(odds).toEqual({ 'attacker:massacre': 6, 'none:draw': 15, 'defender:minor': 15 });
  });

  it('turns a fortress-on-a-bridge defender win into a major victory (LOC-7 then LOC-8)', () => {
    const state = battleState({ settlement: 'fortress', controller: 'Bob', river: true, bridge: true });
    expect(table(diceOdds(state, 'battle-1'))).toEqual({
      'attacker:massacre': 6,
      'none:draw': 15,
      'defender:major': 15,
    });
  });

  it('makes a losing attacker on a bridge lose one level worse (LOC-8)', () => {
    const odds = table(diceOdds(battleState({ river: true, bridge: true }), 'battle-1'));
    expect(odds['defender:minor']).toBeUndefined();
    // With the attacker's −1, defender wins by 2 (5 rolls) become major and by 3+ (10 rolls) massacres.
    expect(odds['defender:major']).toBe(5);
    expect(odds['defender:massacre']).toBe(10);
  });

  it('is empty for an unknown battle', () => {
    expect(diceOdds(battleState(), 'nope')).toEqual([]);
  });
});
