import { kernelStep } from '@shared/kernel';
import { firestormRuleset, type FsCommand, type FsState } from '@shared/rulesets/firestorm';
import type { DiceQueues } from '@shared/random';
import { firestormScenarioFixture } from '../../../../fixtures/siegedFirestorm';
import { describe, expect, it } from 'vitest';
import {
  allowanceText,
  deathRolls,
  EMPTY_PTG_ENTRY,
  ptgCommand,
  ptgSlots,
} from '../../../../../renderer/src/rulesets/firestorm/turn/pathToGlory';

/** FS-PTG-1's fixture: Iron (Ian, Ivy; a Barracks) attacks Ash (Abe; none) at 0,0 in BATTLES of turn 2. */
const fixture = (): FsState => firestormScenarioFixture('FS-PTG-path-to-glory.yaml', 0);

function play(state: FsState, command: FsCommand, dice: DiceQueues = {}): FsState {
  const r = kernelStep(firestormRuleset, state, command, { dice });
  if (!r.ok) throw new Error(r.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; '));
  return r.state;
}

const won = (state: FsState) =>
  play(state, {
    type: 'RecordGame',
    battle: '0,0',
    game: { attackerPlayers: ['Ian'], defenderPlayers: ['Abe'], result: 'majorVictory' },
  });

describe('the Path to Glory panel (FS-PTG-1..6)', () => {
  it('offers one record per player and game, with the upgrades their buildings allow', () => {
    const before = fixture();
    expect(ptgSlots(before)).toEqual([]);
    const [ian, abe] = ptgSlots(won(before));
    expect(ian).toMatchObject({ player: 'Ian', side: 'attacker', game: 1, cap: 1, allowed: 1, won: true });
    expect(abe).toMatchObject({ player: 'Abe', side: 'defender', cap: 0, allowed: 0, won: false });
    expect(allowanceText(ian!)).toBe(
      'up to 1: one, plus another for the win, at most 1 with a Barracks (FS-PTG-2)',
    );
    expect(allowanceText(abe!)).toBe('none, the faction has no Barracks or War Lodge (FS-PTG-1)');
  });

  it('turns the form into the engine command: blank rows left out, "army commander" named as FS-PTG-3 says', () => {
    const [ian] = ptgSlots(won(fixture()));
    const command = ptgCommand(ian!, {
      ...EMPTY_PTG_ENTRY,
      upgrades: [
        { unit: ' Army commander ', upgrade: 'Brave' },
        { unit: '', upgrade: '' },
      ],
      slainCharacters: 'Gotrek, ',
    });
    expect(command).toEqual({
      type: 'RecordPathToGlory',
      battle: '0,0',
      game: 1,
      player: 'Ian',
      upgrades: [{ unit: 'commander', upgrade: 'Brave' }],
      slainCharacters: ['Gotrek'],
    });
  });

  it('is refused beyond the cap and without a Barracks, with the rule IDs', () => {
    const state = won(fixture());
    const [ian, abe] = ptgSlots(state);
    const two = { unit: 'Liberators', upgrade: 'Brave' };
    const over = ptgCommand(ian!, {
      ...EMPTY_PTG_ENTRY,
      upgrades: [two, { unit: 'Judicators', upgrade: 'Swift' }],
    });
    expect(firestormRuleset.validate(state, over).map((v) => v.ruleId)).toEqual(['FS-PTG-2']);
    const none = ptgCommand(abe!, { ...EMPTY_PTG_ENTRY, upgrades: [two] });
    expect(firestormRuleset.validate(state, none).map((v) => v.ruleId)).toEqual(['FS-PTG-1']);
  });

  it('shows each death roll with its result, and the record as done', () => {
    const state = won(fixture());
    const [, abe] = ptgSlots(state);
    const after = play(state, ptgCommand(abe!, { ...EMPTY_PTG_ENTRY, commanderSlain: true }), {
      'fs.ptg': [1],
    });
    expect(deathRolls(after)).toEqual([
      {
        player: 'Abe',
        battle: '0,0',
        game: 1,
        unit: 'commander',
        kind: 'commander',
        roll: 1,
        outcome: 'dead',
      },
    ]);
    expect(ptgSlots(after).find((s) => s.player === 'Abe')?.recorded).toBe(true);
  });
});
