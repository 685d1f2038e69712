import { autoPlayCommand, runCampaign, step, type Campaign } from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { coreState, generatedCampaign, TWO_SIDES } from './factories';

const FORTS = {
  '-3,1': { settlement: 'fortress', controller: 'Alice' },
  '3,-2': { settlement: 'fortress', controller: 'Bob' },
};

/** Red rolls `roll` for R1 and asks auto-play where to go. */
function botPathAfterRoll(description: Record<string, unknown>, roll: number) {
  const { state } = coreState({
    turn: { number: 1, side: 'Red', phase: 'MOVE' },
    sides: TWO_SIDES,
    ...description,
  });
  const rolled = step(state, { type: 'RollMove', armyId: 'R1' }, { dice: { move: [roll] } });
  if (!rolled.ok) throw new Error(rolled.violations[0]!.message);
  return autoPlayCommand(rolled.state, { everyone: true });
}

describe('BOT-3 movement', () => {
  it('attacks a broken enemy before a fresh one, whatever the path length', () => {
    const command = botPathAfterRoll(
      {
        map: { radius: 3, hexes: FORTS },
        armies: {
          R1: { owner: 'Alice', at: '0,0' },
          B1: { owner: 'Bob', at: '1,-1' },
          B2: { owner: 'Bob', at: '-2,0', status: 'broken' },
        },
      },
      3, // MOVE-3: the adjacent fresh B1 costs one step, so the allowance is 2
    );
    expect(command).toEqual({ type: 'MoveArmy', armyId: 'R1', path: ['0,0', '-1,0', '-2,0'] });
  });

  it('captures an enemy city before a neutral village, and a fortress before both', () => {
    const hexes = {
      ...FORTS,
      '0,1': { settlement: 'village' },
      '1,0': { settlement: 'city', controller: 'Bob' },
    };
    const armies = { R1: { owner: 'Alice', at: '0,0' }, B1: { owner: 'Bob', at: '3,-3' } };
    expect(botPathAfterRoll({ map: { radius: 3, hexes }, armies }, 1)).toMatchObject({
      path: ['0,0', '1,0'],
    });
    const withFort = { ...hexes, '0,-1': { settlement: 'fortress', controller: 'Bob' } };
    expect(botPathAfterRoll({ map: { radius: 3, hexes: withFort }, armies }, 1)).toMatchObject({
      path: ['0,0', '0,-1'],
    });
  });

  it('sends a broken army to the nearest friendly settlement, and holds one already on it', () => {
    const hexes = { ...FORTS, '-2,2': { settlement: 'town', controller: 'Alice' } };
    const armies = { R1: { owner: 'Alice', at: '0,0', status: 'broken' }, B1: { owner: 'Bob', at: '3,-3' } };
    expect(botPathAfterRoll({ map: { radius: 3, hexes }, armies }, 3)).toMatchObject({
      path: ['0,0', '-1,1', '-2,2'],
    });
    const onIt = { ...armies, R1: { owner: 'Alice', at: '-2,2', status: 'broken' } };
    expect(botPathAfterRoll({ map: { radius: 3, hexes }, armies: onIt }, 3)).toMatchObject({
      path: ['-2,2'],
    });
  });

  it('otherwise marches on the nearest enemy fortress by the path around a lake', () => {
    const lake = {
      ...FORTS,
      '1,-1': { terrain: 'water' },
      '1,0': { terrain: 'water' },
      '1,-2': { terrain: 'water' },
    };
    const command = botPathAfterRoll(
      {
        map: { radius: 3, hexes: lake },
        armies: { R1: { owner: 'Alice', at: '0,0' }, B1: { owner: 'Bob', at: '-3,3' } },
      },
      2,
    );
    expect(command).toMatchObject({ type: 'MoveArmy' });
    const path = (command as { path: string[] }).path;
    expect(path).toHaveLength(3);
    expect(path).not.toContain('1,-1');
  });
});

describe('BOT-4 and BOT-5', () => {
  it('moves the Lord off a broken army to the fresh army with the lowest id first', () => {
    const { state } = coreState({
      map: { radius: 3, hexes: FORTS },
      sides: TWO_SIDES,
      armies: {
        R1: { owner: 'Alice', at: '0,0', status: 'broken', lord: true },
        R2: { owner: 'Alice', at: '-1,0', status: 'shaken' },
        R3: { owner: 'Alice', at: '-2,0' },
        B1: { owner: 'Bob', at: '3,-3' },
      },
      turn: { number: 1, side: 'Red', phase: 'MOVE' },
    });
    expect(autoPlayCommand(state, { everyone: true })).toEqual({
      type: 'ReassignLord',
      playerId: 'Alice',
      armyId: 'R3',
    });
  });

  it('pauses at a tabletop battle, auto-resolves a dice battle, and leaves humans alone', () => {
    const base = {
      map: { radius: 3, hexes: FORTS },
      sides: TWO_SIDES,
      armies: { R1: { owner: 'Alice', at: '0,0' }, B1: { owner: 'Bob', at: '0,0' } },
      battles: [{ hex: '0,0', attacker: 'R1', defender: 'B1', entryHex: '0,1' }],
      turn: { number: 1, side: 'Red', phase: 'FIGHT' },
    };
    const tabletop = coreState({
      ...base,
      settings: { 'core.defaultResolution': 'tabletop', autoPlay: ['Alice'] },
    });
    expect(autoPlayCommand(tabletop.state)).toBeUndefined();
    expect(autoPlayCommand(tabletop.state, { tabletopByDice: true })).toMatchObject({
      type: 'SetResolution',
      method: 'dice',
    });
    const dice = coreState({ ...base, settings: { 'core.defaultResolution': 'dice', autoPlay: ['Bob'] } });
    expect(autoPlayCommand(dice.state)).toEqual({ type: 'AutoResolve', battleId: 'battle-1' });
    const humans = coreState({ ...base, settings: { 'core.defaultResolution': 'dice' } });
    expect(autoPlayCommand(humans.state)).toBeUndefined();
  });
});

/** runCampaign's loop through the public step, one new state per command. */
function playByStep(initial: Campaign, maxTurns: number): Campaign {
  let state = initial;
  while (state.status === 'running' && state.turn.number <= maxTurns) {
    const stepped = step(state, autoPlayCommand(state, { everyone: true, tabletopByDice: true }));
    if (!stepped.ok) throw new Error(stepped.violations[0]!.message);
    state = stepped.state;
  }
  return state;
}

describe('runCampaign on generated maps', () => {
  it('plays the same seed to byte-identical final JSON', () => {
    const a = runCampaign(generatedCampaign(11), { maxTurns: 500 });
    const b = runCampaign(generatedCampaign(11), { maxTurns: 500 });
    expect(a.stop).toBe('ended');
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
  });

  it.each(Array.from({ length: 12 }, (_, i) => i + 1))(
    'finishes with a winner by VICT for seed %i',
    (seed) => {
      const played = runCampaign(generatedCampaign(seed), { maxTurns: 500 });
      expect(played.stop).toBe('ended');
      expect(played.state.result?.reason).toMatch(/VICT-[12]/);
      expect(played.state.log.at(-1)?.type).toBe('CampaignEnded');
    },
  );

  it('plays exactly what step by step plays, and leaves the state it was given as it was', () => {
    const initial = generatedCampaign(5);
    const before = JSON.stringify(initial);
    const played = runCampaign(initial, { maxTurns: 500 });
    expect(played.state.log.some((event) => event.type === 'SettlementCaptured')).toBe(true);
    expect(JSON.stringify(initial)).toBe(before);
    expect(JSON.stringify(played.state)).toBe(JSON.stringify(playByStep(initial, 500)));
  });

  it('hands back a state that later captures do not change', () => {
    const played = runCampaign(generatedCampaign(5), { maxTurns: 3 });
    const handedBack = JSON.stringify(played.state);
    const later = playByStep(played.state, 500);
    expect(later.log.slice(played.state.log.length).some((e) => e.type === 'SettlementCaptured')).toBe(true);
    expect(JSON.stringify(played.state)).toBe(handedBack);
  });

  it('stops at maxTurns without ending a long campaign', () => {
    const played = runCampaign(generatedCampaign(3), { maxTurns: 2 });
    expect(played.stop).toBe('maxTurns');
    expect(played.state.turn.number).toBe(3);
    expect(played.state.status).toBe('running');
  });
});
