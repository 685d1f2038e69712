import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@shared/i18n';
import { eventSentence } from '../../../../../renderer/src/rulesets/core/history/eventSentence';
import { playAll, threeArmies } from '../../../../shared/rulesets/core/factories';

/** Issue 32: a log sentence is one catalogue pattern per language, with plurals and names as variables. */
describe('log sentences in English and German', () => {
  const { state } = playAll(
    threeArmies({ 'core.scenarioSource': 'coreChart', 'core.defaultResolution': 'tabletop' }),
    [
      { type: 'RollMove', armyId: 'R1' },
      { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '0,-1', '0,-2'] },
    ],
    { move: [2] },
  );
  const moved = state.log.findIndex((e) => e.type === 'ArmyMoved');
  const sentence = () => eventSentence(state, state.log[moved]!, moved);
  afterEach(() => setLanguage('en'));

  it('writes a move with its plural and keeps the names and rule IDs as they are', () => {
    expect(sentence()).toMatch(/^Turn 1 — \S.*'s \S.* moves 2 hexes to hex \S+( \(.+\))?$/);
    setLanguage('de');
    const german = sentence()!;
    expect(german).toMatch(/^Zug 1 — .+ \(.+\) zieht 2 Hexfelder nach Hexfeld \S+( \(.+\))?$/);
    // Rule IDs are cited unchanged in every language.
    const rules = state.log[moved]!.ruleIds;
    for (const id of rules) expect(german).toContain(id);
  });
});
