import fc from 'fast-check';
import { kernelStep, replayEvents } from '@shared/kernel';
import {
  autoCommand,
  defenseRuleset,
  playDefenseGame,
  type DefenseCommand,
  type DefenseState,
  type DefenseVariant,
  type Difficulty,
} from '@shared/rulesets/defense';
import { describe, expect, it } from 'vitest';
import { newGame } from './factories';

/**
 * The reference: the bots' commands as a person's would go, each through the public copying step with the full
 * validation (schema parse included), one new state per event.
 */
function playByStep(start: DefenseState): { state: DefenseState; commands: DefenseCommand[] } {
  let state = start;
  const commands: DefenseCommand[] = [];
  for (let command = autoCommand(state); command; command = autoCommand(state)) {
    const stepped = kernelStep(defenseRuleset, state, JSON.parse(JSON.stringify(command)));
    if (!stepped.ok) throw new Error(stepped.violations[0]!.message);
    state = stepped.state;
    commands.push(command);
  }
  return { state, commands };
}

const VARIANTS: readonly DefenseVariant[] = ['standard', 'beginner'];

/**
 * Issue 14 speed: playDefenseGame changes a private copy in place (kernelStepInPlace, IN_PLACE writer) and checks
 * its typed commands without a schema parse. Same seed, same game: its commands, final state and log must be
 * byte-identical to the copying step's, its log must replay to that state (GEN-5), and the state it was given must
 * stay as it was.
 */
describe('auto-play in place (playDefenseGame) against the copying step', () => {
  it('plays the same game, byte for byte, for any seed, table size, difficulty and variant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom<Difficulty>(1, 2, 3, 4),
        fc.constantFrom(...VARIANTS),
        (seed, players, difficulty, variant) => {
          const start = newGame(seed, players, difficulty, variant);
          const before = JSON.stringify(start);
          const record: DefenseCommand[] = [];
          const fast = playDefenseGame(start, { record });
          const slow = playByStep(start);
          expect(fast.stop).toBe('scored');
          expect(record).toEqual(slow.commands);
          expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.state));
          expect(fast.state.result).toEqual(slow.state.result);
          expect(JSON.stringify(replayEvents(defenseRuleset, start, fast.state.log))).toBe(
            JSON.stringify(slow.state),
          );
          expect(JSON.stringify(start)).toBe(before);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('carries on from a game in progress and leaves that state as it was', () => {
    const start = newGame(7, 3, 4);
    const halfway = playDefenseGame(start, { maxCommands: 12 });
    expect(halfway.stop).toBe('limit');
    const before = JSON.stringify(halfway.state);
    const fast = playDefenseGame(halfway.state);
    const slow = playByStep(halfway.state);
    expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.state));
    expect(JSON.stringify(halfway.state)).toBe(before);
  });

  it('plays from a deep-frozen state, as the app store hands it over, without touching it', () => {
    const halfway = playDefenseGame(newGame(5, 2, 3), { maxCommands: 9 }).state;
    const frozen = deepFreeze(JSON.parse(JSON.stringify(halfway)) as DefenseState);
    expect(JSON.stringify(playDefenseGame(frozen).state)).toBe(JSON.stringify(playByStep(halfway).state));
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
