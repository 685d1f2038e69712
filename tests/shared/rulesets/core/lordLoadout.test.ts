import { applyEvent, loadoutFixedReason, validate, type Campaign } from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { playAll, threeArmies } from './factories';

const start = () => threeArmies({ 'core.scenarioSource': 'none', 'core.defaultResolution': 'tabletop' });
const run = (state: Campaign, commands: unknown[], dice: Record<string, number[]> = {}) =>
  playAll(state, commands, dice).state;

const record = (playerId: string, loadout: string) => ({ type: 'RecordLordLoadout', playerId, loadout });
const attack = [
  { type: 'RollMove', armyId: 'R1' },
  { type: 'MoveArmy', armyId: 'R1', path: ['0,0', '0,-1', '0,-2'] },
];

describe("SETUP-5, LORD-3 the Lord's loadout stays the same through the campaign", () => {
  it("is entered and corrected before the Lord's first battle, by any side, as LordLoadoutRecorded", () => {
    const initial = start();
    const after = run(initial, [
      record('Bob', 'Griffon, Sword of Might'),
      record('Bob', 'Griffon, Talisman of Protection'),
    ]);
    expect(after.lords.entities.Bob!.loadout).toBe('Griffon, Talisman of Protection');
    const events = after.log.filter((e) => e.type === 'LordLoadoutRecorded');
    expect(events.map((e) => e.payload)).toEqual([
      { playerId: 'Bob', loadout: 'Griffon, Sword of Might', previous: '' },
      { playerId: 'Bob', loadout: 'Griffon, Talisman of Protection', previous: 'Griffon, Sword of Might' },
    ]);
    expect(events[0]!.ruleIds).toEqual(['SETUP-5', 'LORD-3']);
    expect(after.log.reduce(applyEvent, initial)).toEqual(after);
  });

  it('is fixed from the first battle its army fights: a change is refused with LORD-3 and nothing changes', () => {
    const fought = run(start(), [record('Bob', 'Warhorse'), record('Alice', 'Pegasus'), ...attack], {
      move: [2],
    });
    expect(fought.lords.entities.Bob!.firstBattleId).toBe('battle-1');
    expect(fought.lords.entities.Alice!.firstBattleId).toBe('battle-1');
    expect(fought.lords.entities.Carol!.firstBattleId).toBeUndefined();
    const refused = validate(fought, record('Bob', 'Dragon'));
    expect(refused.map((v) => v.ruleId)).toEqual(['LORD-3']);
    expect(refused[0]!.message).toContain('hex');
    expect(loadoutFixedReason(fought, 'Carol')).toBeNull();
    expect(validate(fought, record('Carol', 'Barded steed'))).toEqual([]);
  });

  it('lets a loadout never entered before the first battle be entered once afterwards', () => {
    const fought = run(start(), attack, { move: [2] });
    const entered = run(fought, [record('Bob', 'Warhorse')]);
    expect(validate(entered, record('Bob', 'Dragon')).map((v) => v.ruleId)).toEqual(['LORD-3']);
  });

  it('refuses an unknown player and an over-long text', () => {
    expect(validate(start(), record('Zed', 'x')).map((v) => v.ruleId)).toEqual(['SETUP-5']);
    expect(validate(start(), record('Bob', 'x'.repeat(501))).map((v) => v.ruleId)).toEqual(['SETUP-5']);
  });
});
