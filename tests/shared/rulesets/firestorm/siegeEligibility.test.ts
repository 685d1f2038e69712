import {
  firestormAutoCommand,
  firestormRuleset,
  siegeLevelOf,
  type FsState,
} from '@shared/rulesets/firestorm';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../../../scripts/scenarios/loadScenarios';

/** A BATTLES fixture: Ash's A1 attacks Iron's I1 in (0,0), which holds the given items. */
function battleOn(items: string): FsState {
  const [loaded] = loadScenarioFile(
    'inline.yaml',
    `
id: T
ruleset: firestorm
map: { radius: 3 }
factions:
  Iron: { alliance: Order, players: [Ian], originTowerHex: '-3,0' }
  Ash: { alliance: Chaos, players: [Abe], originTowerHex: '3,-3' }
territories:
  '-3,0': { owner: Iron, items: [lordsTower] }
  '0,0': { owner: Iron, items: [${items}] }
  '3,-3': { owner: Ash, items: [lordsTower] }
banners:
  I1: { faction: Iron, at: '0,0', orderState: executed }
  A1: { faction: Ash, at: '0,0', orderState: executed }
battles:
  - { hex: '0,0', attacker: A1, defender: I1, entryHex: '1,-1' }
turn: { number: 3, step: BATTLES, initiativeOrder: [Ash, Iron] }
`,
  );
  if (!loaded || 'error' in loaded) throw new Error(loaded?.error);
  const built = loaded.adapter.build(loaded.generic);
  if (!('state' in built)) throw new Error('no state');
  return built.state as FsState;
}

describe('SIEGE-1 eligibility (AMD-15)', () => {
  it.each([
    ['', undefined],
    ['fortifiedCamp, musteringGround', undefined],
    ['walledSettlement', 1],
    ['fortifiedCamp, stronghold', 2],
    ['walledSettlement, stronghold', 2],
  ] as const)('(0,0) holding [%s] has siege level %s', (items, level) => {
    expect(siegeLevelOf(battleOn(items), '0,0', 'Iron')).toBe(level);
  });

  it('follows fs.siegeEligibleItems, and needs the defender to own the territory', () => {
    const state = battleOn('stronghold');
    const towersOnly = { ...state, settings: { ...state.settings, 'fs.siegeEligibleItems': ['lordsTower'] } };
    expect(siegeLevelOf(towersOnly as FsState, '0,0', 'Iron')).toBeUndefined();
    expect(siegeLevelOf(state, '0,0', 'Ash')).toBeUndefined();
  });

  it('BOT-15 chooses a siege only where SIEGE-1 allows one, and the engine accepts its choice', () => {
    const eligible = battleOn('stronghold');
    expect(firestormAutoCommand(eligible)).toMatchObject({ type: 'ChooseSiege', siege: true });
    // A battle still waiting for the choice on a territory that has lost its last eligible item.
    const stripped: FsState = {
      ...eligible,
      territories: { ...eligible.territories, '0,0': { owner: 'Iron', items: [] } },
    };
    const command = firestormAutoCommand(stripped);
    expect(command).toMatchObject({ type: 'ChooseSiege', siege: false });
    expect(firestormRuleset.validate(stripped, { type: 'ChooseSiege', battle: '0,0', siege: true })).toEqual([
      expect.objectContaining({ ruleId: 'SIEGE-1' }),
    ]);
    expect(firestormRuleset.validate(stripped, command!)).toEqual([]);
  });
});
