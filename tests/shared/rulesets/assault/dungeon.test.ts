import { kernelStep } from '@shared/kernel';
import { assaultRuleset, createAssault, type AssaultState } from '@shared/rulesets/assault';
import { describe, expect, it } from 'vitest';
import { play } from './assaultFixtures';

/** ASLT-32: the dungeon variant (FORMAT-assault-defense.md does not cover it yet, so it is tested here). */
function dungeon(
  entrances = [
    { id: 'e1', known: true, reachable: true },
    { id: 'e2', known: false, reachable: false },
  ],
  strength = 2,
): AssaultState {
  const made = createAssault({
    seed: 3,
    variant: 'dungeon',
    besieger: [
      { id: 'b1', br: strength },
      { id: 'b2', br: 1 },
      { id: 'cat', artillery: 'lightCatapult', pieces: 5 },
      { id: 'bal', artillery: 'lightBallista', pieces: 10 },
    ],
    defender: [
      { id: 'd1', br: 1 },
      { id: 'd2', br: 1, missile: true },
      { id: 'd3', br: 1 },
    ],
    stronghold: { entrances },
    settings: { morale: 'off' },
  });
  if ('errors' in made) throw new Error(made.errors.join('; '));
  return made.state;
}

const rejected = (state: AssaultState, command: unknown) => {
  const result = kernelStep(assaultRuleset, state, command);
  return result.ok ? [] : result.violations.map((v) => v.ruleId);
};

describe('the dungeon assault (ASLT-32)', () => {
  it('needs an entrance', () => {
    const made = createAssault({ seed: 1, variant: 'dungeon', besieger: [], defender: [] });
    expect('errors' in made && made.errors.join()).toMatch(/ASLT-32/);
  });

  it('puts one besieger unit per known, reachable entrance and refuses catapults', () => {
    const state = dungeon();
    expect(
      rejected(state, { type: 'DeployBesieger', assault: ['b1', 'b2'], entrances: { b1: 'e1', b2: 'e1' } }),
    ).toContain('ASLT-32');
    expect(rejected(state, { type: 'DeployBesieger', assault: ['b1'], entrances: { b1: 'e2' } })).toContain(
      'ASLT-32',
    );
    expect(rejected(state, { type: 'DeployBesieger', assault: ['b1'] })).toContain('ASLT-32');
    expect(
      rejected(state, {
        type: 'DeployBesieger',
        assault: ['b1', 'cat.1'],
        entrances: { b1: 'e1', 'cat.1': 'e1' },
      }),
    ).toContain('ASLT-32');
    const deployed = play(state, { type: 'DeployBesieger', assault: ['b1'], entrances: { b1: 'e1' } });
    expect(deployed.units.b1).toMatchObject({ zone: 'A', entrance: 'e1' });
    // The defender may hold every entrance, known or not, one unit each.
    expect(
      rejected(deployed, { type: 'DeployDefender', walls: ['d1', 'd3'], entrances: { d1: 'e1', d3: 'e1' } }),
    ).toContain('ASLT-32');
    const both = play(deployed, {
      type: 'DeployDefender',
      walls: ['d1', 'd2'],
      entrances: { d1: 'e1', d2: 'e2' },
    });
    expect(both.phase).toBe('MELEE'); // no artillery or missile phase underground
  });

  it('fights every unit in the melee phase, sallies from an unknown entrance and reveals it', () => {
    let state = dungeon();
    state = play(state, { type: 'DeployBesieger', assault: ['b1'], entrances: { b1: 'e1' } });
    state = play(state, { type: 'DeployDefender', walls: ['d1', 'd2'], entrances: { d1: 'e1', d2: 'e2' } });
    const result = kernelStep(
      assaultRuleset,
      state,
      { type: 'RunAssaultTurn', until: 'REDEPLOY' },
      { dice: { 'aslt.throw': [1, 1, 1, 1, 1, 1] } },
    );
    if (!result.ok) throw new Error('rejected');
    const events = result.events.filter((e) => e.type !== 'DiceRolled');
    const sally = events.find((e) => e.type === 'SallyAchieved');
    expect(sally?.payload).toEqual({ phase: 'MELEE', entrance: 'e2', revealed: true });
    // The missile unit d2 fights in the melee (every unit does), against R with +2 +2.
    const d2 = events.find((e) => e.type === 'AttackThrowsRolled' && e.payload.unit === 'd2');
    expect(d2?.payload).toMatchObject({ zone: 'R', modifier: 4, phase: 'MELEE' });
    // b1 at e1 fights d1 with no ladder penalty (Decision: no ladders underground).
    const b1 = events.find((e) => e.type === 'AttackThrowsRolled' && e.payload.unit === 'b1');
    expect(b1?.payload).toMatchObject({ zone: 'W', modifier: 0, entrance: 'e1' });
    expect(result.state.stronghold.entrances?.find((e) => e.id === 'e2')?.known).toBe(true);
    expect(events.some((e) => e.type === 'PhaseStarted' && e.payload.phase === 'ARTILLERY')).toBe(false);
  });

  it('breaks through an unguarded entrance against the interior, and captures when every W_e and I are empty', () => {
    let state = dungeon([{ id: 'e1', known: true, reachable: true }], 6);
    state = play(state, { type: 'DeployBesieger', assault: ['b1'], entrances: { b1: 'e1' } });
    state = play(state, { type: 'DeployDefender', walls: [] });
    const result = kernelStep(
      assaultRuleset,
      state,
      { type: 'RunAssaultTurn', until: 'ENDED' },
      { dice: { 'aslt.throw': [20, 20, 20, 20, 20, 20] } },
    );
    if (!result.ok) throw new Error('rejected');
    const kinds = result.events.map((e) => e.type);
    expect(kinds).toContain('BreakthroughAchieved');
    const b1 = result.events.find((e) => e.type === 'AttackThrowsRolled' && e.payload.unit === 'b1');
    expect(b1?.payload).toMatchObject({ zone: 'I', modifier: 2 });
    expect(result.state.outcome).toBe('captured');
  });

  it('keeps one unit per entrance zone when redeploying, and has no breaches', () => {
    let state = dungeon();
    state = play(state, { type: 'DeployBesieger', assault: ['b1'], entrances: { b1: 'e1' } });
    state = play(state, { type: 'DeployDefender', walls: ['d1'], entrances: { d1: 'e1' } });
    const run = kernelStep(
      assaultRuleset,
      state,
      { type: 'RunAssaultTurn', until: 'REDEPLOY' },
      { dice: { 'aslt.throw': [1, 1, 1, 1] } },
    );
    if (!run.ok) throw new Error('rejected');
    state = run.state;
    expect(state.phase).toBe('REDEPLOY');
    expect(rejected(state, { type: 'MoveUnit', unit: 'b2', to: 'A', entrance: 'e1' })).toContain('ASLT-32');
    expect(rejected(state, { type: 'MoveUnit', unit: 'b2', to: 'A', entrance: 'e2' })).toContain('ASLT-32');
    expect(rejected(state, { type: 'AssignBreach', unit: 'b2' })).toContain('ASLT-32');
  });
});
