import { applyEvent, step, type Campaign, type Command } from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { coreState, TWO_SIDES } from './factories';

const campaign = () =>
  coreState({
    map: {
      radius: 3,
      hexes: {
        '-3,1': { settlement: 'fortress', controller: 'Alice' },
        '3,-2': { settlement: 'fortress', controller: 'Bob' },
        '-1,1': { settlement: 'town', controller: 'Alice' },
        '1,1': { settlement: 'village' },
      },
    },
    sides: TWO_SIDES,
    armies: { R1: { owner: 'Alice', at: '0,0', lord: true }, B1: { owner: 'Bob', at: '0,-2', lord: true } },
    turn: { number: 1, side: 'Red', phase: 'MOVE' },
  }).state;

const record = (
  hex: string,
  cityBuildingsLeft: number,
  affectsCampaign: boolean,
  players = ['Alice', 'Carol'],
) =>
  ({
    type: 'RecordDefense',
    hex,
    result: {
      defenseId: 'd-1',
      winners: cityBuildingsLeft > 0 ? [players[0]!] : [],
      influence: players.map((playerId, i) => ({ playerId, influence: 10 - i })),
      cityBuildingsLeft,
      affectsCampaign,
    },
  }) as unknown as Command;

const controllerOf = (state: Campaign, hex: string) =>
  state.map.hexes[hex as keyof Campaign['map']['hexes']]!.settlement!.controller;

describe('a settlement defense written back to the campaign (ANV-1, ANV-40)', () => {
  it('is a record in the campaign log that changes nothing else by default', () => {
    const before = campaign();
    const result = step(before, record('-1,1', 0, false));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events.map((e) => e.type)).toEqual(['DefenseScored']);
    expect(result.events[0]!.ruleIds).toEqual(['ANV-1', 'ANV-40']);
    expect(result.events[0]!.payload).toMatchObject({ hex: '-1,1', sideId: 'Red', cityBuildingsLeft: 0 });
    expect(controllerOf(result.state, '-1,1')).toBe('Alice');
  });

  it('makes the settlement neutral when the city fell and anv.affectsCampaign is on, and replays', () => {
    const before = campaign();
    const result = step(before, record('-1,1', 0, true));
    expect(result.ok && result.events.map((e) => e.type)).toEqual(['DefenseScored', 'SettlementNeutralized']);
    if (!result.ok) return;
    expect(controllerOf(result.state, '-1,1')).toBeNull();
    const replayed = result.events.reduce(applyEvent, before);
    expect(controllerOf(replayed, '-1,1')).toBeNull();
    expect(replayed.log).toEqual(result.state.log);
  });

  it('keeps the settlement when a city building stood, even with anv.affectsCampaign on', () => {
    const result = step(campaign(), record('-1,1', 2, true));
    expect(result.ok && result.events.map((e) => e.type)).toEqual(['DefenseScored']);
  });

  it('refuses a neutral settlement, another side’s players, an empty hex and a second record (GEN-10)', () => {
    const state = campaign();
    const refused = (command: Command) => {
      const result = step(state, command);
      expect(result.ok).toBe(false);
      expect(result.state).toBe(state);
      return result.ok ? [] : result.violations.map((v) => `${v.ruleId} ${v.message}`);
    };
    expect(refused(record('1,1', 1, false))[0]).toMatch(/^ANV-1 .*neutral/);
    expect(refused(record('-1,1', 1, false, ['Bob']))[0]).toMatch(/^ANV-1 .*Bob is not of Red/);
    expect(refused(record('0,2', 1, false))[0]).toMatch(/^ANV-1 .*no settlement/);
    const once = step(state, record('-1,1', 1, false));
    if (!once.ok) throw new Error('first record refused');
    const again = step(once.state, record('-1,1', 1, false));
    expect(again.ok ? [] : again.violations.map((v) => v.ruleId)).toEqual(['ANV-40']);
  });
});
