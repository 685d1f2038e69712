import { describe, expect, it } from 'vitest';
import { eventSentence } from '../../../../../renderer/src/rulesets/core/history/eventSentence';
import { playAll, threeArmies } from '../../../../shared/rulesets/core/factories';

describe('log sentences name battles and rolls as the GM knows them (issue 27)', () => {
  const start = threeArmies({ 'core.scenarioSource': 'coreChart', 'core.defaultResolution': 'tabletop' });
  const { state } = playAll(
    start,
    [
      { type: 'RollMove', armyId: 'R1' },
      { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '0,-1', '0,-2'] },
      { type: 'EndMovePhase' },
      { type: 'SetResolution', battleId: 'battle-1', method: 'dice' },
    ],
    { move: [2], 'battle.scenario': [2] },
  );
  const sentences = state.log.map((event, i) => eventSentence(state, event, i) ?? '').join('\n');

  it('never shows a battle id or a purpose tag', () => {
    expect(sentences).not.toMatch(/battle-1|battle\.scenario|setup\.firstSide/);
  });

  it('says whose roll it is and what for, and how a battle is resolved', () => {
    expect(sentences).toMatch(/D6 for the battle scenario \(the battle at hex \S+\): 2/);
    expect(sentences).toMatch(/The battle at hex \S+ will be resolved by dice/);
  });
});
