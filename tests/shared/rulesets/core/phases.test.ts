import { CORE_PHASES, CORE_PHASE_TABLE, COMMAND_TYPES, phaseOfCommand, step } from '@shared/rulesets/core';
import { describe, expect, it } from 'vitest';
import { generatedCampaign } from './factories';

describe('the TURN-1 phase table', () => {
  it("gives every command one phase (a defense result and a Lord's loadout two) and every phase a successor", () => {
    for (const type of COMMAND_TYPES) {
      const accepting = CORE_PHASES.filter((phase) => CORE_PHASE_TABLE[phase].commands.includes(type));
      // ANV-40: a settlement defense may end while armies move or while battles are fought; the GM may enter a
      // Lord's loadout (SETUP-5, LORD-3) in either too.
      const twoPhases = type === 'RecordDefense' || type === 'RecordLordLoadout';
      const expected = twoPhases ? ['MOVE', 'FIGHT'] : [phaseOfCommand(type)];
      expect(accepting, type).toEqual(expected);
    }
    const order = ['MOVE'];
    for (let phase = CORE_PHASE_TABLE.MOVE.next; phase !== 'MOVE'; phase = CORE_PHASE_TABLE[phase!].next)
      order.push(phase!);
    expect(order).toEqual(['MOVE', 'FIGHT', 'RESULTS', 'END_TURN']);
  });

  it('runs an EndMovePhase without battles straight through FIGHT, RESULTS and END_TURN', () => {
    const state = generatedCampaign(6);
    const result = step(state, { type: 'EndMovePhase' });
    if (!result.ok) throw new Error(result.violations[0]!.message);
    const phases = result.events.flatMap((e) => (e.type === 'PhaseStarted' ? [e.payload.phase] : []));
    expect(phases).toEqual(['FIGHT', 'RESULTS', 'END_TURN', 'MOVE']);
    expect(result.events.map((e) => e.type)).toContain('TurnStarted');
    expect(result.state.turn).toMatchObject({ number: state.turn.number + 1, phase: 'MOVE' });
  });
});
