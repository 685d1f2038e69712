import type { HexKey } from '@shared/hex';
import { explainPick, explainPlacement, sideOfArmy, step } from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { generatedCampaign } from './factories';

describe('why an army cannot be picked up, or a setup piece placed', () => {
  it('lets the active side pick up an army that has not acted; refuses another side’s army (TURN-2)', () => {
    const state = generatedCampaign(8);
    const armies = state.armies.ids.map((id) => state.armies.entities[id]!);
    const own = armies.find((a) => sideOfArmy(state, a) === state.turn.activeSideId)!;
    const enemy = armies.find((a) => sideOfArmy(state, a) !== state.turn.activeSideId)!;
    expect(explainPick(state, own)).toBeNull();
    const refusal = explainPick(state, enemy);
    expect(refusal?.ruleId).toBe('TURN-2');
    expect(refusal?.message).toContain(enemy.name);
  });

  it('refuses an army of the active side that has already acted this phase (MOVE-1)', () => {
    const state = generatedCampaign(8);
    const own = state.armies.ids
      .map((id) => state.armies.entities[id]!)
      .find((a) => sideOfArmy(state, a) === state.turn.activeSideId)!;
    const rolled = step(state, { type: 'RollMove', armyId: own.id });
    if (!rolled.ok) throw new Error(rolled.violations[0]!.message);
    const held = step(rolled.state, { type: 'MoveArmy', armyId: own.id, path: [own.hex!] });
    if (!held.ok) throw new Error(held.violations[0]!.message);
    expect(explainPick(held.state, held.state.armies.entities[own.id]!)).toEqual({
      ruleId: 'MOVE-1',
      message: `${own.name} has already been activated this phase.`,
    });
  });

  it('names SETUP-3 for a fortress and SETUP-4 for an army', () => {
    expect(explainPlacement('fortress', '0,0' as HexKey).ruleId).toBe('SETUP-3');
    expect(explainPlacement('army', '0,0' as HexKey).ruleId).toBe('SETUP-4');
  });
});
