import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { aggregateBalance, reportContext } from '@shared/balance';
import { createCoreCampaign, setupFromGeneratedMap, type Campaign } from '@shared/rulesets/core';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { createDice, createRng } from '@shared/random';
import { runBalancePool } from '../../scripts/balance/balancePool';
import { balanceWorkerScript } from '../../scripts/balance/bundleBalanceWorker';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { median } from '../measure';

const RUNS = 1000;

/** The balance bench's setup: a core campaign on the 30×20 generated map (seed 1), battles by dice. */
export function benchBalanceSetup(): Campaign {
  const generated = generateMap(DEFAULT_MAP_PARAMS, 1);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const created = createCoreCampaign(
    setupFromGeneratedMap(generated.value, {
      id: 'bench-balance',
      name: 'Bench',
      seed: 1,
      settings: { core: { defaultResolution: 'dice', fortressResolution: 'dice' } },
    }),
  );
  if (!created.ok) throw new Error(created.error.map((v) => v.message).join('; '));
  return created.value.state;
}

/**
 * Issue 16: the balance report's whole pipeline, 1,000 core campaigns on a 30×20 map on worker threads (every
 * core) from a file-less setup to the aggregated report, wall time. Baseline: a bare loop of as many dice rolls
 * as those campaigns rolled, on one thread (the engine bench's baseline).
 */
async function balanceFigure(): Promise<BenchFigure> {
  const campaign = benchBalanceSetup();
  const request = { runs: RUNS, baseSeed: 1, maxTurns: 200 };
  const times: number[] = [];
  const cpu: number[] = [];
  let rolls = 0;
  // The worker's bundle is made before the timing, as the compiled CLI's is at install (issue 30): from source the
  // pool bundles it once per process, which the first timed report used to pay for.
  await balanceWorkerScript();
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const summaries = await runBalancePool(campaign, request);
    aggregateBalance(summaries, reportContext(campaign, request));
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    rolls = summaries.reduce((n, s) => n + s.diceRolled, 0);
  }
  const baseline: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const roller = createDice(createRng(1));
    let sum = 0;
    for (let j = 0; j < rolls; j++) sum += roller.roll('D6', 'move').natural;
    baseline.push(performance.now() - start + (sum > 0 ? 0 : 1));
  }
  const wall = median(times);
  // Worker start-up (bundle already made, as in the timed reports): a report of one run per worker, which is
  // start-up, one cold run and the aggregation, against the whole report.
  const startups: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await runBalancePool(campaign, { ...request, runs: availableParallelism() });
    startups.push(performance.now() - start);
  }
  const startup = median(startups);
  return {
    name: `balance report ${RUNS} campaigns 30×20`,
    unit: 'ms',
    median: wall,
    baselineMedian: median(baseline),
    ratio: wall / median(baseline),
    target: '< 2 s wall time on 2 cores',
    met: wall < 2000,
    note: `${availableParallelism()} worker threads, worker start-up included (a report of one run per worker takes ${startup.toFixed(0)} ms, ${((100 * startup) / wall).toFixed(0)} % of this one); CPU time of all threads ${median(cpu).toFixed(0)} ms (on a machine others share, CPU / ${availableParallelism()} cores is the wall time a quiet one approaches); baseline: the ${rolls} dice those campaigns rolled, as bare D6 rolls on one thread`,
  };
}

export const balanceSuite: BenchSuite = {
  name: 'balance',
  async run() {
    return [await balanceFigure()];
  },
};
