import { kernelStep, replayEvents } from '@shared/kernel';
import { firestormRuleset, type FsState } from '@shared/rulesets/firestorm';
import type { DiceQueues } from '@shared/random';
import { firestormScenarioFixture } from '../../../fixtures/siegedFirestorm';
import { describe, expect, it } from 'vitest';

/** The FS-PTG-2 scenario's fixture (War Lodge, banner I1 against A1 at 0,0, BATTLES). */
const fixture = (): FsState => firestormScenarioFixture('FS-PTG-path-to-glory.yaml', 1);

function play(state: FsState, commands: readonly object[], dice: DiceQueues): FsState {
  let s = state;
  let queues = dice;
  for (const command of commands) {
    const r = kernelStep(firestormRuleset, s, command, { dice: queues });
    if (!r.ok) throw new Error(r.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; '));
    s = r.state;
    queues = r.dice;
  }
  return s;
}

const game = (result: string, attackerPlayers: string[]) => ({
  type: 'RecordGame',
  battle: '0,0',
  game: { attackerPlayers, defenderPlayers: ['Abe'], result },
});

describe('Path to Glory (FS-PTG-1..6)', () => {
  it('keeps upgrades on the banner, swaps a unit’s one upgrade, and loses them to the death rolls', () => {
    const initial = fixture();
    const after = play(
      initial,
      [
        game('majorVictory', ['Ian']),
        {
          type: 'RecordPathToGlory',
          battle: '0,0',
          game: 1,
          player: 'Ian',
          upgrades: [
            { unit: 'commander', upgrade: 'Brave' },
            { unit: 'Sequitors', upgrade: 'Hardy' },
          ],
        },
        game('minorDefeat', ['Ivy']),
        {
          type: 'RecordPathToGlory',
          battle: '0,0',
          game: 2,
          player: 'Ivy',
          upgrades: [{ unit: 'Sequitors', upgrade: 'Keen' }], // FS-PTG-3: nominated again, swapped
          slainCharacters: ['Vandus'],
        },
      ],
      { 'fs.ptg': [1] },
    );
    const i1 = after.banners.find((b) => b.id === 'I1')!;
    expect(i1.veterans).toEqual([{ unit: 'Sequitors', upgrade: 'Keen' }]);
    expect(i1.commanderUpgrades).toEqual(['Brave']);
    expect(i1.fallen).toEqual(['Vandus']);

    const dead = play(
      after,
      [
        game('draw', ['Ian']),
        {
          type: 'RecordPathToGlory',
          battle: '0,0',
          game: 3,
          player: 'Ian',
          destroyed: ['Sequitors'],
          commanderSlain: true,
        },
      ],
      { 'fs.ptg': [3, 1] },
    );
    const gone = dead.banners.find((b) => b.id === 'I1')!;
    expect(gone.veterans).toEqual([]);
    expect(gone.commanderUpgrades).toEqual([]); // FS-PTG-5: all of the commander's upgrades are lost
    // GEN-5: the log replays to the same state.
    const replayed = replayEvents(firestormRuleset, initial, dead.log.slice(initial.log.length));
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(dead));
  });

  it('refuses a record out of its steps and leaves the state unchanged (GEN-10)', () => {
    const initial = { ...fixture(), turn: { ...fixture().turn, step: 'BUILD' as const, active: 'Iron' } };
    const r = kernelStep(firestormRuleset, initial, {
      type: 'RecordPathToGlory',
      battle: '0,0',
      game: 1,
      player: 'Ian',
    });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(initial);
  });
});
