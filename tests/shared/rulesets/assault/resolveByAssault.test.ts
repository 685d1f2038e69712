import { fileURLToPath } from 'node:url';
import { applyEvents, previewFortressAssault, step, validate, type Campaign } from '@shared/rulesets/core';
import { replayAssaultRecord } from '@shared/rulesets/assault';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../../../scripts/scenarios/loadScenarios';

const file = fileURLToPath(new URL('../../../scenarios/LOC-7-fortress-assault.yaml', import.meta.url));

/** The LOC-7 scenario's fortress battle, on the campaign's seeded dice (no injected queues). */
function fixture(): Campaign {
  const loaded = loadScenarioFile(file)[0]!;
  if (!('generic' in loaded)) throw new Error(loaded.error);
  const built = loaded.adapter.build(loaded.generic);
  if (!('state' in built)) throw new Error('not a playable core scenario');
  return built.state as Campaign;
}

// The GM's own choice: r2 (BR 1) storms the walls, r1 stays in reserve (ASLT-9), then the rules play on.
const HAND = [
  { type: 'DeployBesieger', assault: ['r2'], breach: [] },
  { type: 'RunAssaultTurn', until: 'ENDED' },
];

const withoutSeq = (e: { type: string; payload: unknown }) => ({ type: e.type, payload: e.payload });

describe('a core fortress battle resolved by assault step by step (LOC-7, ResolveByAssault)', () => {
  it('records exactly the assault the GM played ahead on the campaign dice, with the losses written back', () => {
    const state = fixture();
    const battleId = state.battles.ids[0]!;
    const preview = previewFortressAssault(state, battleId, HAND);
    if (!preview.ok) throw new Error(preview.violations.map((v) => v.message).join('; '));
    expect(preview.assault.phase).toBe('ENDED');
    const result = step(state, { type: 'ResolveByAssault', battleId, commands: HAND });
    if (!result.ok) throw new Error(result.violations.map((v) => v.message).join('; '));
    const recorded = result.events.find((e) => e.type === 'FortressAssaulted');
    if (recorded?.type !== 'FortressAssaulted') throw new Error('no FortressAssaulted');
    expect(recorded.payload.outcome).toBe(preview.assault.outcome);
    expect(recorded.payload.casualties).toEqual(preview.assault.casualties);
    expect(recorded.payload.replay?.commands).toEqual(HAND);
    // The event alone replays the assault (the history's "Replay this assault"): same outcome, same log.
    const again = replayAssaultRecord({
      input: recorded.payload.replay!.input,
      commands: recorded.payload.replay!.commands as never,
    });
    if ('errors' in again) throw new Error(again.errors.join('; '));
    expect(again.state).toEqual(preview.assault);
    // The same events, dice aside (the campaign keeps its dice as its own DiceRolled events, GEN-5) ...
    const assaultEvents = preview.assault.log.filter((e) => e.type !== 'DiceRolled').slice(1); // AssaultStarted
    expect(recorded.payload.events.map(withoutSeq)).toEqual(assaultEvents.map(withoutSeq));
    // ... and the same rolls, in the same order.
    const naturals = (log: readonly { type: string; payload: unknown }[]) =>
      log.filter((e) => e.type === 'DiceRolled').map((e) => (e.payload as { natural: number }).natural);
    expect(naturals(result.events)).toEqual(naturals(preview.assault.log));
    // The hand deployment was played: r2 went to the assault zone, r1 was never in it on turn 1.
    const deployed = recorded.payload.events.filter((e) => e.type === 'UnitRedeployed' && e.turn === 1);
    expect(deployed.map((e) => e.payload.unit)).toContain('r2');
    // ASLT-29: the rosters after the assault are the armies' rosters now; the log replays to the same state.
    const after = result.state;
    expect(after.armies.entities.R1!.roster).toEqual(recorded.payload.attackerRoster);
    expect(after.armies.entities.B1!.roster).toEqual(recorded.payload.defenderRoster);
    expect(after.battles.entities[battleId]!.state).not.toBe('pending');
    expect(applyEvents(state, result.events)).toEqual(after);
  });

  it('refuses an assault command the §8 rules refuse, naming its rule, and changes nothing (GEN-10)', () => {
    const state = fixture();
    const battleId = state.battles.ids[0]!;
    const bad = {
      type: 'ResolveByAssault',
      battleId,
      commands: [{ type: 'DeployBesieger', assault: ['r1', 'r2'] }],
    };
    const violations = validate(state, bad as never);
    expect(violations[0]?.ruleId).toMatch(/^ASLT-/);
    expect(violations[0]?.message).toMatch(/Assault command 1 \(DeployBesieger\)/);
    const result = step(state, bad as never);
    expect(result.ok).toBe(false);
    expect(result.state).toBe(state);
  });

  it('refuses a battle not set to assault (BATTLE-3)', () => {
    const state = fixture();
    const battleId = state.battles.ids[0]!;
    const asDice = step(state, { type: 'SetResolution', battleId, method: 'dice' });
    if (!asDice.ok) throw new Error('SetResolution refused');
    const violations = validate(asDice.state, { type: 'ResolveByAssault', battleId, commands: [] });
    expect(violations.map((v) => v.ruleId)).toEqual(['BATTLE-3']);
  });
});
