import { replayEvents } from '@shared/kernel';
import { CORE_PHASES, CORE_RULES, coreRuleset, emptyCampaign, step } from '@shared/rulesets/core';
import { ALL_RULESETS, RULESETS, isRulesetId, rulesetOf, stepAny } from '@shared/rulesets';
import { describe, expect, it } from 'vitest';
import { generatedCampaign } from './core/factories';

describe('the ruleset registry', () => {
  it('dispatches on the state’s ruleset field', () => {
    const state = generatedCampaign(4);
    expect(rulesetOf(state)).toBe(coreRuleset);
    expect(RULESETS.core.id).toBe('core');
    expect(isRulesetId('core')).toBe(true);
    expect(isRulesetId('toString')).toBe(false);
    expect(() => rulesetOf({ ...state, ruleset: 'chess' } as never)).toThrow(/No ruleset "chess"/);
  });

  it('steps any state as its own ruleset’s step does, refusals included (GEN-10)', () => {
    const state = generatedCampaign(4);
    const roll = { type: 'RollMove', armyId: state.armies.ids[0] };
    expect(stepAny(state, roll)).toEqual(step(state, roll));
    const refused = stepAny(state, { type: 'ChooseRetreat', armyId: 'x', hex: '0,0' });
    expect(refused).toMatchObject({ ok: false, state });
  });

  it('replays a played log through the kernel to the same state (GEN-5)', () => {
    let state = generatedCampaign(9);
    for (const id of state.armies.ids.slice(0, 3)) {
      const result = stepAny(state, { type: 'HoldArmy', armyId: id });
      if (result.ok) state = result.state;
    }
    const initial = emptyCampaign(state.rng.seed);
    expect(replayEvents(coreRuleset, initial, state.log)).toEqual(state);
  });

  it('gives every registered ruleset a complete command table with phases and argument schemas', () => {
    for (const ruleset of ALL_RULESETS) {
      for (const [type, spec] of Object.entries(ruleset.commands)) {
        expect(spec.phases.length, type).toBeGreaterThan(0);
        expect(typeof spec.schema.safeParse, type).toBe('function');
      }
      expect(Object.keys(ruleset.rules).length).toBeGreaterThan(0);
    }
    for (const spec of Object.values(coreRuleset.commands))
      for (const phase of spec.phases) expect(CORE_PHASES).toContain(phase);
    expect(coreRuleset.rules).toBe(CORE_RULES);
  });
});
