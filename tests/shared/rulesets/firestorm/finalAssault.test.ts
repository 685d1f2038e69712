import { kernelStep, replayEvents } from '@shared/kernel';
import { createRngState } from '@shared/random';
import { firestormRuleset, type FsState } from '@shared/rulesets/firestorm';
import { firestormScenarioFixture } from '../../../fixtures/siegedFirestorm';
import { describe, expect, it } from 'vitest';

/** The SIEGE-17 scenario's fixture: a level-2 siege at its Final Assault, A1 besieging I1 at 0,0. */
const fixture = (): FsState => firestormScenarioFixture('SIEGE-17-final-assault-by-assault.yaml', 0);

function play(state: FsState, commands: readonly object[]): FsState {
  let s = state;
  for (const command of commands) {
    const r = kernelStep(firestormRuleset, s, command);
    if (!r.ok) throw new Error(r.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; '));
    s = r.state;
  }
  return s;
}

describe('the Final Assault by ASLT (SIEGE-16, SIEGE-17)', () => {
  it('writes the assault’s losses back to the banners’ rosters and replays from its log (ASLT-29, GEN-5)', () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const initial = { ...fixture(), rng: createRngState(seed) };
      const after = play(initial, [
        {
          type: 'RecordRoster',
          banner: 'A1',
          roster: [
            { id: 'r1', br: 2, troops: 120 },
            { id: 'r2', br: 1 },
          ],
        },
        {
          type: 'RecordRoster',
          banner: 'I1',
          roster: [
            { id: 'd1', br: 1, troops: 100 },
            { id: 'd2', br: 1 },
          ],
        },
        { type: 'AutoResolve', battle: '0,0' },
      ]);
      const fought = after.log.find((e) => e.type === 'FinalAssaultFought')!;
      const p = fought.payload as { outcome: string; attackerRoster: unknown; defenderRoster: unknown };
      const banner = (id: string) => after.banners.find((b) => b.id === id)!;
      expect(banner('A1').roster).toEqual(p.attackerRoster);
      expect(banner('I1').roster).toEqual(p.defenderRoster);
      const game = after.battles.find((b) => b.hex === '0,0')!.games[0]!;
      expect(game.method).toBe('assault');
      const attackerWon = p.outcome === 'captured' || p.outcome === 'surrendered';
      expect(game.result).toBe(attackerWon ? 'majorVictory' : 'majorDefeat'); // AMD-8
      const replayed = replayEvents(firestormRuleset, initial, after.log.slice(initial.log.length));
      expect(JSON.stringify(replayed)).toBe(JSON.stringify(after));
    }
  });

  it('an empty roster removes it, and the quick roll applies again (SIEGE-16)', () => {
    const after = play(fixture(), [
      { type: 'RecordRoster', banner: 'A1', roster: [{ id: 'r1', br: 2 }] },
      { type: 'RecordRoster', banner: 'I1', roster: [{ id: 'd1', br: 1 }] },
      { type: 'RecordRoster', banner: 'I1', roster: [] },
      { type: 'AutoResolve', battle: '0,0' },
    ]);
    expect('roster' in after.banners.find((b) => b.id === 'I1')!).toBe(false);
    expect(after.battles.find((b) => b.hex === '0,0')!.games[0]!.method).toBe('quick');
  });
});
