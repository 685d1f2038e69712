import { describe, expect, it } from 'vitest';
import {
  aggregateBalance,
  balanceRefusal,
  compareReports,
  reportContext,
  runBalanceHere,
  runCoreBalanceGame,
  shareOfRuns,
  wilsonRate,
} from '@shared/balance';
import { freshCampaign, oneArmyFewer } from './balanceFixtures';

const REQUEST = { runs: 60, baseSeed: 1, maxTurns: 200 };

describe('the balance report (issue 16)', () => {
  const setup = freshCampaign(1);

  it('is deterministic: the same setup and seeds give the same report', () => {
    const a = runBalanceHere(setup, REQUEST);
    const b = runBalanceHere(setup, REQUEST);
    expect(b).toEqual(a);
    expect(a.runs).toBe(60);
    expect(
      a.sides.map((s) => s.wins.count).reduce((x, y) => x + y, 0) + a.draws.count + a.unfinished.count,
    ).toBe(60);
  });

  it('gives the same report whatever order the workers finish in (runs merged by index)', () => {
    const summaries = Array.from({ length: 20 }, (_, i) => runCoreBalanceGame(setup, i, REQUEST));
    const context = reportContext(setup, { ...REQUEST, runs: 20 });
    const shuffled = [...shareOfRuns(20, 2, 1), ...shareOfRuns(20, 2, 0)].map((i) => summaries[i]!);
    expect(aggregateBalance(shuffled, context)).toEqual(aggregateBalance(summaries, context));
  });

  it('re-draws the first side per run before anyone has moved, so both sides move first', () => {
    const report = runBalanceHere(setup, REQUEST);
    for (const side of report.sides) {
      expect(side.movingFirst.of).toBeGreaterThan(15);
      expect(side.movingSecond.of).toBeGreaterThan(15);
    }
  });

  it('shows an unfair setup: the side with one army fewer wins clearly less often', () => {
    const fair = runBalanceHere(setup, REQUEST);
    const unfair = runBalanceHere(oneArmyFewer(setup), REQUEST);
    const weak = unfair.sides[1]!;
    const strong = unfair.sides[0]!;
    expect(strong.wins.rate).toBeGreaterThan(weak.wins.rate);
    // Not luck of the dice: the intervals of the two sides do not overlap.
    expect(strong.wins.low).toBeGreaterThan(weak.wins.high);
    const comparison = compareReports(fair, unfair);
    expect(comparison.sides[1]!.change).toBeLessThan(0);
  });

  it('counts battle hexes and captures with names a GM reads, and victory causes', () => {
    const report = runBalanceHere(setup, { ...REQUEST, runs: 20 });
    expect(report.battleHeat.length).toBeGreaterThan(0);
    expect(report.battleHeat[0]!.count).toBeGreaterThanOrEqual(report.battleHeat.at(-1)!.count);
    for (const entry of [...report.battleHeat, ...report.captures])
      expect(entry.name).not.toMatch(/^-?\d+,-?\d+$/);
    expect(report.causes.reduce((n, c) => n + c.runs, 0)).toBe(20);
    expect(report.lengths.reduce((n, l) => n + l.runs, 0)).toBe(20);
  });

  it('refuses a campaign that has not started or has ended, in plain words', () => {
    expect(balanceRefusal(null)).toMatch(/no campaign/);
    expect(balanceRefusal({ ...setup, status: 'setup' })).toMatch(/not started/);
    expect(balanceRefusal({ ...setup, status: 'ended' })).toMatch(/ended/);
    expect(balanceRefusal(setup)).toBeUndefined();
  });
});

describe('wilsonRate', () => {
  it('gives the 95 % Wilson interval', () => {
    const rate = wilsonRate(50, 100);
    expect(rate.rate).toBe(0.5);
    expect(rate.low).toBeCloseTo(0.4038, 3);
    expect(rate.high).toBeCloseTo(0.5962, 3);
    expect(wilsonRate(0, 10).low).toBe(0);
    expect(wilsonRate(10, 10).high).toBeCloseTo(1, 10);
    expect(wilsonRate(0, 0)).toMatchObject({ low: 0, high: 1 });
  });
});
