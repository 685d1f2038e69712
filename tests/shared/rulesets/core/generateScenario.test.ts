import {
  attritionalWinner,
  battleBriefing,
  step,
  breakthroughPoints,
  firstToDeploy,
  fogOfWarEntry,
  generateOneOffScenario,
  lastTurn,
  modelSplit,
  overTheTopPoints,
  retrieveWinner,
  sabotageWinner,
  takeAndHoldWinner,
} from '@shared/rulesets/core';
import { createDice, createRng, type DiceQueues } from '@shared/random';
import { describe, expect, it } from 'vitest';
import { coreState, TWO_SIDES } from './factories';

const queued = (queues: DiceQueues, seed = 7) => createDice(createRng(seed), queues);

describe('the battle scenario generator (SCEN-1)', () => {
  it('rolls type, deployment, deeds, roll-off in that order with the scen.* tags', () => {
    const dice = queued({
      'scen.type': [2],
      'scen.deploy': [2],
      'scen.deeds': [1, 2, 3, 4],
      'scen.markers': [3, 1],
      'scen.rolloff': [5, 2],
    });
    const generated = generateOneOffScenario(dice, { A: 'R1', B: 'B1' });
    expect(dice.rolls.map((r) => [r.purpose, r.actor])).toEqual([
      ['scen.type', 'R1'],
      ['scen.deploy', 'B1'],
      ['scen.deeds', 'R1'],
      ['scen.deeds', 'R1'],
      ['scen.deeds', 'B1'],
      ['scen.deeds', 'B1'],
      ['scen.markers', 'R1'],
      ['scen.markers', 'B1'],
      ['scen.rolloff', 'R1'],
      ['scen.rolloff', 'B1'],
    ]);
    expect(generated.scenario).toEqual({ roll: 2, name: 'Take and Hold', ruleId: 'SCEN-12' });
    expect(generated.objectives).toEqual({ markers: { A: 4, B: 2 }, placesFirst: 'A' });
    expect(generated.deployment).toMatchObject({ name: 'Standard Deployment', rollOff: { winner: 'A' } });
    expect(generated.deeds.map((d) => d.name)).toEqual([
      'Bloodletting',
      'Reaper',
      'Killer Instinct',
      'No Escape',
      'Victorious',
    ]);
    expect(generated.gameLength).toBe('roll5');
  });

  it('re-rolls Chance Encounter for Over the Top and logs every re-roll (SCEN-4)', () => {
    const dice = queued({ 'scen.type': [4], 'scen.deploy': [1, 1, 3] });
    const generated = generateOneOffScenario(dice);
    expect(generated.deployment).toMatchObject({ roll: 3, rerolls: [1, 1], name: 'Flank Attack' });
    expect(dice.rolls.filter((r) => r.purpose === 'scen.deploy')).toHaveLength(3);
  });

  it('keeps Chance Encounter for any other scenario and then lasts exactly six turns (SCEN-7)', () => {
    const generated = generateOneOffScenario(queued({ 'scen.type': [1], 'scen.deploy': [1] }));
    expect(generated.deployment).toMatchObject({ name: 'Chance Encounter', modelSplit: 'halfEntersTurnOne' });
    expect(generated.gameLength).toBe('fixed6');
  });

  it('rolls a repeated second deed die again until it differs (SCEN-5)', () => {
    const dice = queued({ 'scen.type': [1], 'scen.deploy': [2], 'scen.deeds': [6, 6, 6, 2, 3, 3, 1] });
    const deeds = generateOneOffScenario(dice).deeds;
    expect(deeds.map((d) => [d.rolledBy, d.roll])).toEqual([
      ['A', 6],
      ['A', 2],
      ['B', 3],
      ['B', 1],
      [undefined, undefined],
    ]);
    expect(new Set(deeds.map((d) => d.name)).size).toBe(5);
  });

  it('breaks equal marker counts with a roll-off, re-rolling ties (SCEN-12, GEN-4)', () => {
    const dice = queued({
      'scen.type': [3],
      'scen.deploy': [2],
      'scen.markers': [2, 2],
      'scen.rolloff': [4, 4, 1, 6, 3, 2, 6, 1],
    });
    const generated = generateOneOffScenario(dice);
    expect(generated.objectives).toEqual({
      markers: { A: 3, B: 3 },
      placesFirst: 'B',
      rollOff: {
        rolls: [
          [4, 4],
          [1, 6],
        ],
        winner: 'B',
      },
    });
    expect(generated.sabotageRoles).toEqual({ rolls: [[3, 2]], winner: 'A' });
    expect(generated.deployment.rollOff.winner).toBe('A');
  });

  it('always ends with Victorious and gives four distinct deeds, whatever the seed', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const generated = generateOneOffScenario(createDice(createRng(seed)));
      expect(generated.deeds).toHaveLength(5);
      expect(new Set(generated.deeds.map((d) => d.name)).size).toBe(5);
      expect(generated.deeds[4]!.name).toBe('Victorious');
      expect(generated.briefing.join(' ')).toContain(generated.scenario.name);
      if (generated.scenario.name === 'Over the Top')
        expect(generated.deployment.name).not.toBe('Chance Encounter');
    }
  });

  it('is deterministic for a seed', () => {
    const a = generateOneOffScenario(createDice(createRng(42)));
    const b = generateOneOffScenario(createDice(createRng(42)));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('the scenario calculators (SCEN-7, SCEN-9, SCEN-11..18)', () => {
  it('score attrition as ceil(ducats/100) plus kills, equal is a draw', () => {
    expect(attritionalWinner({ ducats: 101, kills: 0 }, { ducats: 200, kills: 0 })).toBe('draw');
    expect(attritionalWinner({ ducats: 100, kills: 3 }, { ducats: 250, kills: 0 })).toBe('A');
  });

  it('decide take and hold, sabotage and over the top by their counts', () => {
    expect(takeAndHoldWinner(2, 1)).toBe('A');
    expect(takeAndHoldWinner(1, 1)).toBe('draw');
    expect(sabotageWinner('B', 3, 1)).toBe('B');
    expect(sabotageWinner('B', 1, 3)).toBe('A');
    expect(sabotageWinner('A', 2, 2)).toBe('draw');
    expect(overTheTopPoints(2, 1, 1)).toBe(5);
    expect(breakthroughPoints(301)).toBe(4);
  });

  it('give Retrieve to the carrier only on a higher roll-off, a tie is a draw', () => {
    expect(retrieveWinner('A', { carrier: 5, opponent: 2 })).toBe('A');
    expect(retrieveWinner('A', { carrier: 3, opponent: 3 })).toBe('draw');
    expect(retrieveWinner(null)).toBe('draw');
  });

  it('end a roll5 game after turn 5 on 4+, else after turn 6; fixed6 always after 6', () => {
    expect(lastTurn('roll5', 4)).toBe(5);
    expect(lastTurn('roll5', 3)).toBe(6);
    expect(lastTurn('fixed6')).toBe(6);
  });

  it('split models and pick the first deployer', () => {
    expect(modelSplit('halfEntersTurnOne', 7)).toEqual({ start: 4, later: 3 });
    expect(modelSplit('halfInReserve', 7)).toEqual({ start: 4, later: 3 });
    expect(modelSplit('none', 7)).toEqual({ start: 7, later: 0 });
    expect(firstToDeploy(8, 9, 'A')).toBe('B');
    expect(firstToDeploy(9, 9, 'A')).toBe('A');
  });

  it('read the Fog of War chart', () => {
    expect([1, 2, 3, 4, 5, 6].map(fogOfWarEntry)).toEqual([
      'opponentChooses',
      'North',
      'East',
      'South',
      'West',
      'ownerChooses',
    ]);
  });
});

describe('a generated scenario in a campaign battle (BATTLE-4, BRIEF-5)', () => {
  it('is stored on the battle and its briefing paragraphs join the battle briefing', () => {
    const { state } = coreState({
      map: { radius: 2 },
      sides: TWO_SIDES,
      armies: { R1: { owner: 'Alice', at: '0,0', lord: true }, B1: { owner: 'Bob', at: '0,0', lord: true } },
      battles: [{ hex: '0,0', attacker: 'R1', defender: 'B1', entryHex: '0,1' }],
      turn: { number: 1, side: 'Red', phase: 'FIGHT' },
      settings: { 'core.scenarioSource': 'generator' },
    });
    const result = step(
      state,
      { type: 'GenerateScenario', battleId: 'battle-1' },
      { dice: { 'scen.type': [6] } },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const scenario = result.state.battles.entities['battle-1']!.scenario!;
    expect(scenario).toMatchObject({ source: 'generator', roll: 6, name: 'Retrieve' });
    expect(scenario.generated!.players).toEqual({ A: 'R1', B: 'B1' });
    const texts = battleBriefing(result.state, 'battle-1')!.items.filter((item) => item.id === 'BRIEF-5');
    expect(texts[0]!.text).toBe('Scenario: Retrieve.');
    expect(texts.slice(1).map((item) => item.text)).toEqual(scenario.generated!.briefing);
    expect(
      result.events
        .filter((e) => e.type === 'DiceRolled')
        .every((e) => e.payload.purpose.startsWith('scen.')),
    ).toBe(true);
  });
});
