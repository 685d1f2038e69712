import { kernelStep } from '@shared/kernel';
import { firestormRuleset, runFirestormCampaign } from '@shared/rulesets/firestorm';
import { describe, expect, it } from 'vitest';
import { fourFactionCampaign, playByStep } from './fixtures';

/**
 * Issue 11 speed: auto-play's own commands skip the zod parse (StepOptions.typed, validateTyped) but every rule
 * still runs, and resolve reads the parse validate made. The game must not change: the same final state and log,
 * byte for byte, as the ordinary step.
 */
describe('Firestorm auto-play with typed commands against the ordinary step', () => {
  it.each([2, 4, 9])('ends byte-identical for seed %i', (seed) => {
    const initial = fourFactionCampaign(seed);
    const fast = runFirestormCampaign(initial, { maxTurns: 25 });
    expect(JSON.stringify(fast.state)).toBe(JSON.stringify(playByStep(initial, 25)));
  });

  it('still refuses a malformed command with GEN-10 on the ordinary path', () => {
    const state = fourFactionCampaign(2);
    const refused = kernelStep(firestormRuleset, state, { type: 'SubmitOrders', faction: 42 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.violations[0]!.ruleId).toBe('GEN-10');
  });
});
