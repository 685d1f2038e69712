import fc from 'fast-check';
import { createRngState, type RngState } from '@shared/random';
import {
  autoResolve,
  createAssault,
  EMPTY_TALLY,
  tallyAssaults,
  type AssaultInput,
  type AssaultState,
  type OddsTally,
} from '@shared/rulesets/assault';
import { playOutAssault, playOutStart } from '@shared/rulesets/assault/playOut';
import { describe, expect, it } from 'vitest';
import { BENCH_BESIEGER, BENCH_DEFENDER } from '../../../../bench/suites/assaultSuite';
import { randomAssaultInput } from './randomAssaultInput';

function started(input: AssaultInput): AssaultState {
  const made = createAssault(input);
  if ('errors' in made) throw new Error(made.errors.join('; '));
  return made.state;
}

/** The bench's assault (bench/suites/assaultSuite.ts): two 12-unit rosters, one breach. */
const benchAssault = (seed: number) =>
  started({ seed, besieger: BENCH_BESIEGER, defender: BENCH_DEFENDER, stronghold: { breaches: 1 } });

/** The fast path's start, as tallyAssaults makes it. */
function fastStart(start: AssaultState): AssaultState {
  const ready = playOutStart(start);
  if ('errors' in ready) throw new Error(ready.errors.join('; '));
  return ready.start;
}

/** A state as JSON without its log: everything the fast path must end with exactly as the copying path does. */
const withoutLog = (state: AssaultState) => JSON.stringify({ ...state, log: [] });

/** Both paths from one start and one RNG: the copying, logging autoResolve and the in-place playOutAssault. */
function bothPaths(start: AssaultState, rng: RngState) {
  const slow = autoResolve({ ...start, rng });
  const fast = playOutAssault(fastStart(start), rng);
  return { slow, fast };
}

/**
 * Issue 13 speed: the odds play each assault out in place with no events (playOutAssault). Same start and seed →
 * the same assault as autoResolve's, run by run: outcome, turns, every unit's fate, casualties and prisoners, and
 * the RNG left where the logged dice leave it (GEN-5).
 */
describe('the odds fast path (playOutAssault) against autoResolve', () => {
  it('ends every random assault exactly as autoResolve does, apart from the log', () => {
    fc.assert(
      fc.property(randomAssaultInput, fc.integer(), (input, seed) => {
        const made = createAssault(input);
        fc.pre(!('errors' in made));
        const start = started(input);
        const { slow, fast } = bothPaths(start, createRngState(seed));
        expect(fast.outcome).toBe(slow.outcome);
        expect(fast.casualties).toEqual(slow.casualties);
        expect(withoutLog(fast)).toBe(withoutLog(slow));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the bench assault (12 v 12) the same outcome, turns, casualties and prisoners seed by seed', () => {
    const start = benchAssault(1);
    const outcomes = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const { slow, fast } = bothPaths(start, createRngState(7919 + i));
      expect({ outcome: fast.outcome, turn: fast.turn, casualties: fast.casualties }).toEqual({
        outcome: slow.outcome,
        turn: slow.turn,
        casualties: slow.casualties,
      });
      expect(withoutLog(fast)).toBe(withoutLog(slow));
      outcomes.add(slow.outcome!);
    }
    // The seeds reach more than one ending, so the comparison is not of one kind of assault only.
    expect(outcomes.size).toBeGreaterThan(1);
  });

  it('leaves its start as it was and adds nothing to the log', () => {
    const start = started({ seed: 3, besieger: BENCH_BESIEGER, defender: BENCH_DEFENDER });
    const before = JSON.stringify(start);
    const ready = fastStart(start);
    const readyBefore = JSON.stringify(ready);
    for (let i = 0; i < 20; i++) {
      const end = playOutAssault(ready, createRngState(i));
      expect(end.phase).toBe('ENDED');
      expect(end.log).toHaveLength(start.log.length);
    }
    expect(JSON.stringify(start)).toBe(before);
    expect(JSON.stringify(ready)).toBe(readyBefore);
  });

  it('tallies the odds as autoResolve, run by run, would', () => {
    const start = benchAssault(5);
    const counts = { ...EMPTY_TALLY.counts };
    const lost = { besieger: { sum: 0, squares: 0 }, defender: { sum: 0, squares: 0 } };
    let turns = 0;
    for (let i = 0; i < 200; i++) {
      const end = autoResolve({ ...start, rng: createRngState(5 * 7919 + i) });
      counts[end.outcome!] += 1;
      turns += end.turn;
      for (const side of ['besieger', 'defender'] as const) {
        const n = end.casualties![side].dead + end.casualties![side].wounded;
        lost[side].sum += n;
        lost[side].squares += n * n;
      }
    }
    const expected: OddsTally = { runs: 200, counts, turns, lost };
    expect(tallyAssaults(start, 5, 0, 200)).toEqual(expected);
  });

  it('refuses an assault that has ended, with the rule ID (GEN-10)', () => {
    const ended = autoResolve(started({ seed: 2, besieger: BENCH_BESIEGER, defender: BENCH_DEFENDER }));
    expect(playOutStart(ended)).toEqual({ errors: [expect.stringMatching(/^ASLT-26: /)] });
    expect(() => tallyAssaults(ended, 1, 0, 1)).toThrow(/ASLT-26/);
  });
});
