import { applyEvent, scenarioGlory, step, validate, type Campaign } from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { playAll, threeArmies } from './factories';

/** Red's R1 attacks Blue's B1; the battle is fought on the table with the given scenario source. */
function battleState(source: 'coreChart' | 'generator', dice: Record<string, number[]>) {
  const start = threeArmies({ 'core.scenarioSource': source, 'core.defaultResolution': 'tabletop' });
  const attack = [
    { type: 'RollMove', armyId: 'R1' },
    { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '0,-1', '0,-2'] },
    { type: 'EndMovePhase' },
  ];
  return { start, state: run(start, attack, { move: [2], ...dice }) };
}

const run = (state: Campaign, commands: unknown[], dice: Record<string, number[]> = {}) =>
  playAll(state, commands, dice).state;

const refusal = (state: Campaign, command: unknown) => validate(state, command).map((v) => v.ruleId);

describe('BATTLE-5 Pitched Battle special objectives', () => {
  const { start, state } = battleState('coreChart', { 'battle.scenario': [2] });

  it("records each side's objective and whether it was achieved, replayably", () => {
    const after = run(state, [
      {
        type: 'RecordSpecialObjective',
        battleId: 'battle-1',
        side: 'attacker',
        objective: 'Slay the general',
        achieved: true,
      },
      {
        type: 'RecordSpecialObjective',
        battleId: 'battle-1',
        side: 'defender',
        objective: '',
        achieved: false,
      },
    ]);
    expect(after.battles.entities['battle-1']!.specialObjectives).toEqual({
      attacker: { objective: 'Slay the general', achieved: true },
      defender: { objective: '', achieved: false },
    });
    const recorded = after.log.filter((e) => e.type === 'SpecialObjectiveRecorded');
    expect(recorded.map((e) => e.ruleIds)).toEqual([['BATTLE-5'], ['BATTLE-5']]);
    expect(after.log.reduce(applyEvent, start)).toEqual(after);
  });

  it('refuses a blank objective marked achieved, and any objective once the result is in', () => {
    const blank = {
      type: 'RecordSpecialObjective',
      battleId: 'battle-1',
      side: 'defender',
      objective: ' ',
      achieved: true,
    };
    expect(refusal(state, blank)).toEqual(['BATTLE-5']);
    const resolved = run(state, [
      { type: 'RecordTabletopResult', battleId: 'battle-1', winner: null, level: 'draw' },
    ]);
    expect(refusal(resolved, { ...blank, objective: 'x', achieved: false })).toContain('TURN-1');
  });

  it('refuses objectives in a battle that is not a Pitched Battle', () => {
    const supremacy = battleState('coreChart', { 'battle.scenario': [4] }).state;
    const command = {
      type: 'RecordSpecialObjective',
      battleId: 'battle-1',
      side: 'attacker',
      objective: 'x',
      achieved: false,
    };
    expect(refusal(supremacy, command)).toEqual(['BATTLE-5']);
  });
});

describe('SCEN-6 deeds and SCEN-7 game length in a generated scenario', () => {
  // Attritional Battle, Standard Deployment (roll5); deeds A 1,2 then B 1,2.
  const generated = { 'scen.type': [1], 'scen.deploy': [2], 'scen.deeds': [1, 2, 1, 2] };
  const { start, state } = battleState('generator', generated);
  const battle = state.battles.entities['battle-1']!;
  const firstDeed = battle.scenario!.generated!.deeds[0]!.name;

  it('records the first side to complete a deed and closes it to both (scenario Glory ledger)', () => {
    const after = run(state, [
      { type: 'RecordGloriousDeed', battleId: 'battle-1', deed: firstDeed, side: 'defender' },
    ]);
    const recorded = after.battles.entities['battle-1']!;
    expect(recorded.deedsCompleted).toEqual({ [firstDeed]: 'defender' });
    expect(scenarioGlory(recorded)).toEqual({ attacker: 0, defender: 1 });
    expect(
      refusal(after, { type: 'RecordGloriousDeed', battleId: 'battle-1', deed: firstDeed, side: 'attacker' }),
    ).toEqual(['SCEN-6']);
    expect(
      refusal(after, { type: 'RecordGloriousDeed', battleId: 'battle-1', deed: 'Nope', side: 'attacker' }),
    ).toEqual(['SCEN-6']);
  });

  it('rolls the turn-5 D6 with the scen.length purpose and records GameLengthRolled once', () => {
    const result = step(
      state,
      { type: 'RollGameLength', battleId: 'battle-1' },
      { dice: { 'scen.length': [4] } },
    );
    if (!result.ok) throw new Error('refused');
    const [rolled, length] = result.events;
    expect(rolled).toMatchObject({
      type: 'DiceRolled',
      payload: { die: 'D6', purpose: 'scen.length', natural: 4 },
    });
    expect(length).toMatchObject({
      type: 'GameLengthRolled',
      payload: { roll: 4, lastTurn: 5 },
      ruleIds: ['SCEN-7'],
    });
    expect(result.state.battles.entities['battle-1']!.gameLength).toEqual({ roll: 4, lastTurn: 5 });
    expect(refusal(result.state, { type: 'RollGameLength', battleId: 'battle-1' })).toEqual(['SCEN-7']);
    expect(result.state.log.reduce(applyEvent, start)).toEqual(result.state);
    const three = step(
      state,
      { type: 'RollGameLength', battleId: 'battle-1' },
      { dice: { 'scen.length': [3] } },
    );
    expect(three.ok && three.state.battles.entities['battle-1']!.gameLength).toEqual({
      roll: 3,
      lastTurn: 6,
    });
  });

  it('refuses the roll in a six-turn game (Long Distance Battle) and without a generated scenario', () => {
    const fixed = battleState('generator', { ...generated, 'scen.deploy': [4] }).state;
    expect(refusal(fixed, { type: 'RollGameLength', battleId: 'battle-1' })).toEqual(['SCEN-7']);
    const chart = battleState('coreChart', { 'battle.scenario': [1] }).state;
    expect(refusal(chart, { type: 'RollGameLength', battleId: 'battle-1' })).toEqual(['SCEN-7']);
    expect(
      refusal(chart, {
        type: 'RecordGloriousDeed',
        battleId: 'battle-1',
        deed: 'Victorious',
        side: 'attacker',
      }),
    ).toEqual(['SCEN-6']);
  });

  it('refuses table records for a battle resolved by dice (BATTLE-3)', () => {
    const dice = run(state, [{ type: 'SetResolution', battleId: 'battle-1', method: 'dice' }]);
    expect(refusal(dice, { type: 'RollGameLength', battleId: 'battle-1' })).toEqual(['SCEN-7']);
  });
});
