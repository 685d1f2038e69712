import { aggregateReport, judgeFights, type BalanceReport } from '@shared/balance';
import { newFirestormCampaign } from '@shared/document';
import { runBalancePool } from '../../scripts/balance/balancePool';
import type { BenchFigure, BenchSuite } from '../benchTypes';

const RUNS = 1000;
const SEEDS = [1, 2, 3, 4, 5, 6] as const;
const FACTIONS = [2, 3, 4] as const;

const pct = (x: number) => (100 * x).toFixed(1);

/**
 * Issue 24's "Done means", measured: `hexmarch new --ruleset firestorm --factions N --seed S` (seed 1 is the
 * default; 2–6 the five others) then `hexmarch balance --runs 1000` with the default policy, on worker threads,
 * for 2, 3 and 4 factions. One figure per setup: the largest distance of a faction's win share from the fair
 * share, in points, with the shares, the campaigns with a battle and the median campaign's battles per turn after
 * turn 3 in its note, and `met` when the setup meets the bar (judgeFights). Not a timing: run it with
 * `npm run bench -- --only firestormFairness` (about 18,000 campaigns; minutes on a shared machine).
 */
async function fairnessFigures(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  console.log(
    '| Factions | Seed | Win shares % | Shared % | Battle % | Median battles/turn | Turns | Meets the bar |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const factions of FACTIONS)
    for (const seed of SEEDS) {
      const made = newFirestormCampaign({ seed, factions, name: 'Firestorm campaign' });
      if (!made.ok) throw new Error(made.error);
      const setup = made.value.campaign;
      const request = { runs: RUNS, baseSeed: 1, maxTurns: 200 };
      const report = aggregateReport(await runBalancePool(setup, request), setup, request) as BalanceReport;
      const verdict = judgeFights(report);
      const worst = Math.max(...verdict.shares.map((s) => Math.abs(s.rate - verdict.fair)));
      const shares = verdict.shares.map((s) => pct(s.rate)).join(' / ');
      console.log(
        `| ${factions} | ${seed} | ${shares} | ${pct(report.draws.rate)} | ${pct(verdict.battleRate)} | ` +
          `${verdict.battlesPerTurn.toFixed(2)} | ${report.meanTurns.toFixed(1)} | ${verdict.pass ? 'yes' : `NO: ${verdict.misses.join(' ')}`} |`,
      );
      figures.push({
        name: `Firestorm fairness ${factions} factions seed ${seed}`,
        unit: 'points',
        median: 100 * worst,
        baselineMedian: null,
        ratio: null,
        target: '≤ 10 points from fair, ≥ 95 % with a battle, ≥ 1 battle a turn after turn 3',
        met: verdict.pass,
        note: `${verdict.shares.map((s) => `${s.name} ${pct(s.rate)} %`).join(', ')}; shared ${pct(report.draws.rate)} %; battle in ${pct(verdict.battleRate)} %; median ${verdict.battlesPerTurn.toFixed(2)} battles a turn after turn 3; map seed ${made.value.mapSeed}`,
      });
    }
  return figures;
}

export const firestormFairnessSuite: BenchSuite = {
  name: 'firestormFairness',
  onRequest: true,
  run: fairnessFigures,
};
