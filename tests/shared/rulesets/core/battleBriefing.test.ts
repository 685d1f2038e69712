import { battleBriefing } from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { coreState, TWO_SIDES } from './factories';

function briefingFor(hex: Record<string, unknown>, defender: Record<string, unknown> = {}) {
  const { state } = coreState({
    map: { radius: 2, hexes: { '0,0': hex } },
    sides: TWO_SIDES,
    armies: {
      R1: { owner: 'Alice', at: '0,0', lord: true },
      B1: { owner: 'Bob', at: '0,0', lord: true, ...defender },
    },
    battles: [{ hex: '0,0', attacker: 'R1', defender: 'B1', entryHex: '0,1' }],
    turn: { number: 1, side: 'Red', phase: 'FIGHT' },
  });
  return battleBriefing(state, 'battle-1')!;
}

const ids = (briefing: ReturnType<typeof briefingFor>) => briefing.items.map((item) => item.id);

describe('battleBriefing (§4.13)', () => {
  it('gives both sides their full points in an open field battle', () => {
    const briefing = briefingFor({});
    expect(briefing.points).toEqual({ attacker: 2000, defender: 2000 });
    expect(briefing.bridgeWarning).toBe(false);
    expect(ids(briefing)).toEqual(['BRIEF-1', 'BRIEF-2', 'BRIEF-8', 'BRIEF-8']);
  });

  it("names a Lord's player as the GM reads it, never by id (BRIEF-8)", () => {
    const lords = briefingFor({}).items.filter((item) => item.id === 'BRIEF-8');
    expect(lords[0]!.text).toContain("Alice's Lord, is with");
    expect(lords[1]!.text).toContain("Bob's Lord, is with");
    for (const lord of lords) expect(lord.text).not.toMatch(/\bp-/);
  });

  it('cuts a broken defender by 10% (STATUS-7, BRIEF-4)', () => {
    const briefing = briefingFor({}, { status: 'broken' });
    expect(briefing.points.defender).toBe(1800);
    expect(ids(briefing)).toContain('BRIEF-4');
  });

  it('multiplies the fortress and broken reductions and budgets siege equipment (LOC-7, BRIEF-7)', () => {
    const briefing = briefingFor({ settlement: 'fortress', controller: 'Bob' }, { status: 'broken' });
    expect(briefing.points).toEqual({ attacker: 2000, defender: 1350 });
    expect(briefing.siegeEquipment).toBe(500);
  });

  it('lists the defender location benefits and the bridge warning', () => {
    expect(briefingFor({ settlement: 'town', controller: 'Bob' }).items).toContainEqual(
      expect.objectContaining({ id: 'BRIEF-6', text: expect.stringContaining('Town (LOC-3)') }),
    );
    expect(briefingFor({ terrain: 'hills' }).items).toContainEqual(
      expect.objectContaining({ id: 'BRIEF-6', text: expect.stringContaining('Hill (LOC-6)') }),
    );
    const bridge = briefingFor({ river: true, bridge: true });
    expect(bridge.bridgeWarning).toBe(true);
    expect(ids(bridge)).toContain('BRIEF-9');
    expect(bridge.items.some((item) => item.text.includes('LOC-9'))).toBe(false);
  });

  it('names the scenario and the Pitched Battle objective bonus of 10% of the game size (BRIEF-5)', () => {
    const { state } = coreState({
      map: { radius: 1 },
      sides: TWO_SIDES,
      armies: { R1: { owner: 'Alice', at: '0,0' }, B1: { owner: 'Bob', at: '0,0' } },
      battles: [{ hex: '0,0', attacker: 'R1', defender: 'B1', entryHex: '0,1' }],
      turn: { number: 1, side: 'Red', phase: 'FIGHT' },
    });
    const battle = state.battles.entities['battle-1']!;
    const scenario = { source: 'coreChart' as const, roll: 2, name: 'Pitched Battle' };
    const withScenario = {
      ...state,
      battles: { ...state.battles, entities: { 'battle-1': { ...battle, scenario } } },
    };
    const briefing = battleBriefing(withScenario, 'battle-1')!;
    expect(briefing.objectiveBonus).toBe(200);
    expect(briefing.items).toContainEqual({
      id: 'BRIEF-5',
      text: 'Scenario: Pitched Battle. Special objectives are worth +200 VP (BATTLE-5).',
    });
  });

  it('is undefined for an unknown battle', () => {
    const { state } = coreState({
      map: { radius: 1 },
      sides: TWO_SIDES,
      armies: { R1: { owner: 'Alice', at: '0,0' }, B1: { owner: 'Bob', at: '1,0' } },
      turn: { number: 1, side: 'Red', phase: 'MOVE' },
    });
    expect(battleBriefing(state, 'battle-9')).toBeUndefined();
  });
});
