import type { HexKey } from '@shared/hex';
import { seatViewer } from '@shared/kernel';
import { explainMove, legalMoves, nextStep, step } from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { generatedCampaign } from './factories';

describe('rule queries for a viewer', () => {
  it('explainMove answers with RuleViolations: none for a legal destination, the rule for a refused one', () => {
    const state = generatedCampaign(8);
    const armyId = state.armies.ids[0]!;
    expect(explainMove(state, 'nobody', '0,0' as HexKey)).toEqual([
      { ruleId: 'MOVE-1', message: 'That army is not on the map.' },
    ]);
    const rolled = step(state, { type: 'RollMove', armyId });
    if (!rolled.ok) throw new Error(rolled.violations[0]!.message);
    const to = legalMoves(rolled.state, armyId)[0]?.to;
    if (to) expect(explainMove(rolled.state, armyId, to)).toEqual([]);
    const far = explainMove(rolled.state, armyId, '99,99' as HexKey);
    expect(far.length).toBeGreaterThan(0);
    expect(explainMove(rolled.state, armyId, '99,99' as HexKey, seatViewer('p1'))).toEqual(far);
  });

  it('nextStep names the next step and the rule that blocks it', () => {
    const state = generatedCampaign(8);
    expect(nextStep(state)).toEqual({ label: 'End move phase', blocked: null });
    const ended = { ...state, status: 'ended' as const };
    expect(nextStep(ended).blocked?.ruleId).toBe('VICT-3');
  });
});
