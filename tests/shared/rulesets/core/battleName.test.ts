import { battleName, isBattleId } from '@shared/rulesets/core';
import { DICE_PURPOSES, dicePurposeName } from '@shared/random';
import { describe, expect, it } from 'vitest';
import { playAll, threeArmies } from './factories';

describe('names the GM reads instead of ids (issue 27)', () => {
  const start = threeArmies({ 'core.scenarioSource': 'coreChart', 'core.defaultResolution': 'tabletop' });
  const attack = [
    { type: 'RollMove', armyId: 'R1' },
    { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '0,-1', '0,-2'] },
    { type: 'EndMovePhase' },
  ];
  const state = playAll(start, attack, { move: [2], 'battle.scenario': [2] }).state;

  it('names a battle by its hex, from the table or, once dropped, from its BattleStarted event', () => {
    const hex = state.battles.entities['battle-1']!.hex;
    const expected = battleName(state, 'battle-1');
    expect(expected).toMatch(/^the battle at hex \S+$/);
    expect(battleName({ ...state, battles: { ids: [], entities: {} } }, 'battle-1')).toBe(expected);
    expect(expected).not.toContain('battle-1');
    expect(hex).toBeDefined();
    expect(isBattleId(state, 'battle-1')).toBe(true);
    expect(isBattleId(state, 'R1')).toBe(false);
    expect(battleName(state, 'battle-99')).toBe('a battle');
  });

  it('words every dice purpose, none of them a dotted tag', () => {
    for (const purpose of DICE_PURPOSES) expect(dicePurposeName(purpose)).not.toMatch(/\./);
    expect(dicePurposeName('setup.firstSide')).toBe('the first-move roll-off');
    expect(dicePurposeName('battle.scenario')).toBe('the battle scenario');
  });
});
