import { fileURLToPath } from 'node:url';
import { applyEvents, step, type Campaign } from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../../../scripts/scenarios/loadScenarios';

const file = fileURLToPath(new URL('../../../scenarios/LOC-7-fortress-assault.yaml', import.meta.url));

function fixture() {
  const loaded = loadScenarioFile(file)[0]!;
  if (!('generic' in loaded)) throw new Error(loaded.error);
  const built = loaded.adapter.build(loaded.generic);
  if (!('state' in built)) throw new Error('not a playable core scenario');
  return { state: built.state as Campaign, dice: built.dice };
}

describe('a core fortress battle resolved by assault (LOC-7, ASLT-29)', () => {
  it('writes the losses back to the rosters, and replays from its log', () => {
    const { state, dice } = fixture();
    const battleId = state.battles.ids[0]!;
    const result = step(state, { type: 'AutoResolve', battleId }, { dice });
    if (!result.ok) throw new Error(result.violations.map((v) => v.message).join('; '));
    const after = result.state;
    expect(after.armies.entities.R1!.roster?.map((u) => u.id)).toEqual(['r1', 'r2']);
    expect(after.armies.entities.B1!.roster).toEqual([]); // d1 was defeated
    const assault = result.events.find((e) => e.type === 'FortressAssaulted');
    expect(assault?.ruleIds).toEqual(expect.arrayContaining(['LOC-7', 'ASLT-29']));
    // The assault's dice are the campaign's own DiceRolled events, before the assault record (GEN-5).
    const dice20 = result.events.filter((e) => e.type === 'DiceRolled' && e.payload.purpose === 'aslt.throw');
    expect(dice20).toHaveLength(3);
    expect(applyEvents(state, result.events)).toEqual(after);
  });
});
