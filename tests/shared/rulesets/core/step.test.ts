import { applyEvent, decideForMe, eventPayloadFields, validate, type Campaign } from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { coreState, playAll, threeArmies, TWO_SIDES } from './factories';

const moveState = () => threeArmies({ 'core.scenarioSource': 'coreChart', 'core.defaultResolution': 'dice' });

const run = (state: Campaign, commands: unknown[], dice: Record<string, number[]>) => {
  const played = playAll(state, commands, dice);
  return { ...played, dice: played.dice as Record<string, number[]> };
};

describe('a whole side-turn', () => {
  const played = run(
    moveState(),
    [
      { type: 'RollMove', armyId: 'R1' },
      { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '0,-1', '0,-2'] },
      { type: 'EndMovePhase' },
      { type: 'AutoResolve', battleId: 'battle-1' },
      { type: 'ChooseRetreat', armyId: 'B1', hex: '0,-3' },
    ],
    { move: [2], 'battle.scenario': [6], 'dice.attacker': [6], 'dice.defender': [3] },
  );

  it('rolls the BATTLE-4 chart when the battle starts and records the scenario', () => {
    const scenario = played.events.find((e) => e.type === 'ScenarioGenerated');
    expect(scenario?.payload).toMatchObject({ roll: 6, name: 'Last Stand' });
    expect(played.state.battles.entities['battle-1']).toMatchObject({
      state: 'applied',
      scenario: { name: 'Last Stand' },
    });
  });

  it('applies the result, ends the side-turn and hands over to the other side with a fresh MOVE phase', () => {
    expect(played.state.armies.entities.B1).toMatchObject({ hex: '0,-3', status: 'broken' });
    expect(played.state.turn).toMatchObject({ number: 2, round: 1, activeSideId: 'Blue', phase: 'MOVE' });
    expect(played.state.armies.entities.R1).toMatchObject({ movedThisPhase: false });
    expect(played.state.armies.entities.R1!.moveAllowance).toBeUndefined();
  });

  it('consumes the injected dice and stamps every event with a DATA-11 envelope', () => {
    expect(played.dice).toEqual({
      move: [],
      'battle.scenario': [],
      'dice.attacker': [],
      'dice.defender': [],
    });
    played.events.forEach((event, i) => {
      expect(event.seq).toBe(i + 1);
      expect(event.ruleIds.length).toBeGreaterThan(0);
      expect(typeof event.phase).toBe('string');
      const known: readonly string[] = eventPayloadFields(event.type);
      expect(Object.keys(event.payload).filter((key) => !known.includes(key))).toEqual([]);
    });
  });

  it('replays from its log (GEN-5) and the next round starts when the first side moves again', () => {
    const start = moveState();
    expect(played.state.log.reduce(applyEvent, start)).toEqual(played.state);
    const next = run(played.state, [{ type: 'EndMovePhase' }], {}).state;
    expect(next.turn).toMatchObject({ number: 3, round: 2, activeSideId: 'Red' });
  });

  it('gives the same file for the same seed and commands, dice from the seeded RNG', () => {
    const commands = [
      { type: 'RollMove', armyId: 'R1' },
      { type: 'HoldArmy', armyId: 'R1' },
      { type: 'EndMovePhase' },
    ];
    const a = run(moveState(), commands, {}).state;
    const b = run(moveState(), commands, {}).state;
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.rng).not.toEqual(moveState().rng);
  });
});

describe('waiting for a retreat choice', () => {
  const { state } = coreState({
    map: {
      radius: 3,
      hexes: {
        '-3,1': { settlement: 'fortress', controller: 'Alice' },
        '3,-2': { settlement: 'fortress', controller: 'Bob' },
      },
    },
    sides: TWO_SIDES,
    armies: { R1: { owner: 'Alice', at: '0,0', lord: true }, B1: { owner: 'Bob', at: '0,0', lord: true } },
    battles: [{ hex: '0,0', attacker: 'R1', defender: 'B1', entryHex: '0,1' }],
    turn: { number: 1, side: 'Red', phase: 'FIGHT' },
    settings: { 'core.defaultResolution': 'dice', 'core.scenarioSource': 'none' },
  });
  const waiting = run(state, [{ type: 'AutoResolve', battleId: 'battle-1' }], {
    'dice.attacker': [2],
    'dice.defender': [4],
  }).state;

  it('refuses every other command until the choice is made (RETREAT-4)', () => {
    expect(waiting.turn.awaiting).toMatchObject({ armyId: 'R1', retreatKind: 'defeat' });
    expect(validate(waiting, { type: 'EndMovePhase' })).toEqual([
      expect.objectContaining({ ruleId: 'RETREAT-4' }),
    ]);
  });

  it('offers BOT-2 as "decide for me": the straight-back hex first', () => {
    expect(decideForMe(waiting)).toEqual({ type: 'ChooseRetreat', armyId: 'R1', hex: '0,1' });
    expect(decideForMe(state)).toBeUndefined();
  });

  it('lets an auto-played owner retreat without asking (GEN-6)', () => {
    const auto = { ...state, settings: { ...state.settings, autoPlay: { Alice: true } } };
    const done = run(auto, [{ type: 'AutoResolve', battleId: 'battle-1' }], {
      'dice.attacker': [2],
      'dice.defender': [4],
    });
    expect(done.events.map((e) => e.type)).not.toContain('RetreatChoiceRequested');
    expect(done.state.armies.entities.R1).toMatchObject({ hex: '0,1', status: 'shaken' });
  });
});
