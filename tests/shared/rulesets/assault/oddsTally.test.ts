import { describe, expect, it } from 'vitest';
import { addTallies, assaultOdds, oddsOfTally, tallyAssaults, EMPTY_TALLY } from '@shared/rulesets/assault';
import { besieger, defender, newAssault } from './assaultFixtures';

describe('odds tallies (split over workers and chunks)', () => {
  it('adds up to the same odds whichever way the runs are split', () => {
    const start = newAssault();
    const whole = tallyAssaults(start, 7, 0, 60);
    const parts = [
      tallyAssaults(start, 7, 0, 25),
      tallyAssaults(start, 7, 25, 41),
      tallyAssaults(start, 7, 41, 60),
    ];
    expect(parts.reduce(addTallies, EMPTY_TALLY)).toEqual(whole);
    const odds = assaultOdds(
      { seed: 7, besieger, defender, stronghold: { unitCapacity: 3, breaches: 1 } },
      60,
    );
    expect(odds).toEqual(oddsOfTally(whole));
    const o = oddsOfTally(whole);
    const shares = Object.values(o.outcomes).reduce((s, e) => s + e.p, 0);
    expect(shares).toBeCloseTo(1, 10);
    expect(o.besiegerLosses.sd).toBeGreaterThanOrEqual(0);
  });
});
