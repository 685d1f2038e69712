import { createDice, createRng } from '@shared/random';
import { assaultOdds, autoResolve, createAssault, type RosterEntry } from '@shared/rulesets/assault';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { measureInterleaved } from '../measure';

const ODDS_RUNS = 10_000;

/** Two 12-unit rosters of the kind a club would field: foot, archers, skirmishers, cavalry and siege equipment. */
export const BENCH_BESIEGER: RosterEntry[] = [
  { id: 'b1', name: 'Heavy foot', br: 2, troops: 120 },
  { id: 'b2', name: 'Heavy foot', br: 2, troops: 120 },
  { id: 'b3', name: 'Heavy foot', br: 2, troops: 120 },
  { id: 'b4', name: 'Spears', br: 1.5 },
  { id: 'b5', name: 'Spears', br: 1.5 },
  { id: 'b6', name: 'Archers', br: 1, missile: true },
  { id: 'b7', name: 'Archers', br: 1, missile: true },
  { id: 'b8', name: 'Skirmishers', br: 1, loose: true },
  { id: 'b9', name: 'Knights', br: 4, cavalry: true },
  { id: 'b10', name: 'Ogres', br: 3 },
  { id: 'b11', artillery: 'mediumTrebuchet', pieces: 2 },
  { id: 'b12', siegeEquipment: 'batteringRam', pieces: 6 },
];
export const BENCH_DEFENDER: RosterEntry[] = [
  { id: 'd1', name: 'Guards', br: 2 },
  { id: 'd2', name: 'Guards', br: 2 },
  { id: 'd3', name: 'Crossbows', br: 1, missile: true },
  { id: 'd4', name: 'Crossbows', br: 1, missile: true },
  { id: 'd5', name: 'Militia', br: 0.5 },
  { id: 'd6', name: 'Militia', br: 0.5 },
  { id: 'd7', name: 'Militia', br: 0.5 },
  { id: 'd8', name: 'Goblins', br: 0.5, loose: true },
  { id: 'd9', name: 'Riders', br: 2, cavalry: true },
  { id: 'd10', name: 'Sergeants', br: 1 },
  { id: 'd11', artillery: 'lightBallista', pieces: 10 },
  { id: 'd12', siegeEquipment: 'cauldron', pieces: 4 },
];

function benchAssault(seed: number) {
  const made = createAssault({
    seed,
    besieger: BENCH_BESIEGER,
    defender: BENCH_DEFENDER,
    stronghold: { breaches: 1 },
  });
  if ('errors' in made) throw new Error(made.errors.join('; '));
  return made.state;
}

/** How many d20s `count` auto-resolved assaults roll (for the bare-dice baseline). */
function diceOf(count: number): number {
  let rolls = 0;
  for (let seed = 1; seed <= count; seed++)
    for (const event of autoResolve(benchAssault(seed)).log) if (event.type === 'DiceRolled') rolls++;
  return rolls;
}

const bareDice = (rolls: number) => () => {
  const roller = createDice(createRng(1));
  let sum = 0;
  for (let i = 0; i < rolls; i++) sum += roller.roll('D20', 'aslt.throw').natural;
  return sum;
};

/** One whole assault (BOT-20..24 from SETUP to ENDED). Baseline: its dice rolled in a bare loop. */
async function oneAssaultFigure(): Promise<BenchFigure> {
  const starts = Array.from({ length: 200 }, (_, i) => benchAssault(i + 1));
  const rolls = Math.round(diceOf(200) / 200);
  const [assault, dice] = await measureInterleaved(
    [(run) => autoResolve(starts[Math.abs(run) % starts.length]!), bareDice(rolls)],
    { warmup: 100, runs: 401 },
  );
  return {
    name: 'auto-resolve one assault, 12 v 12 units',
    unit: 'ms',
    median: assault!.median,
    baselineMedian: dice!.median,
    ratio: assault!.median / dice!.median,
    target: '≤ 2 ms',
    met: assault!.median <= 2,
    note: `${rolls} dice per assault on average (200 seeds); baseline: that many d20 rolls (createDice) in a bare loop`,
  };
}

/** assaultOdds over 10,000 assaults on one core (the app splits them over Web Workers, startOddsRuns.ts). */
async function oddsFigure(): Promise<BenchFigure> {
  const rolls = Math.round((diceOf(200) / 200) * ODDS_RUNS);
  const input = { seed: 1, besieger: BENCH_BESIEGER, defender: BENCH_DEFENDER, stronghold: { breaches: 1 } };
  let attackerWins = 0;
  const [odds, dice] = await measureInterleaved(
    [
      () => {
        const result = assaultOdds(input, ODDS_RUNS);
        if ('errors' in result) throw new Error(result.errors.join('; '));
        attackerWins = result.attackerWins.p;
      },
      bareDice(rolls),
    ],
    { warmup: 1, runs: 3 },
  );
  return {
    name: `assault odds, ${ODDS_RUNS.toLocaleString('en')} assaults 12 v 12`,
    unit: 'ms',
    median: odds!.median,
    baselineMedian: dice!.median,
    ratio: odds!.median / dice!.median,
    target: '≤ 1000 ms (in a worker)',
    met: odds!.median <= 1000,
    note: `attacker wins ${(attackerWins * 100).toFixed(1)} %; one core, each run played out in place with no events (playOutAssault), the app splits the runs over Web Workers; baseline: the same number of d20 rolls (${rolls}) in a bare loop`,
  };
}

export const assaultSuite: BenchSuite = {
  name: 'assault',
  async run() {
    return [await oneAssaultFigure(), await oddsFigure()];
  },
};
