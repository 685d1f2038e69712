import { kernelStep } from '../../kernel';
import { createRngState } from '../../random';
import { wilsonScoreInterval } from '../../stats/wilsonScore';
import { createAssault, type AssaultInput } from './create';
import type { AssaultState, Outcome } from './model';
import { playOutAssault, playOutStart } from './playOut';
import { assaultRuleset } from './ruleset';

export interface Estimate {
  /** The share of runs (0..1). */
  readonly p: number;
  /** The 95 % Wilson interval of the share, as the odds panel and the balance report show it. */
  readonly low: number;
  readonly high: number;
}

export interface AssaultOdds {
  readonly runs: number;
  readonly outcomes: Readonly<Record<Outcome, Estimate>>;
  /** ASLT-26: captured or surrendered. */
  readonly attackerWins: Estimate;
  readonly meanTurns: number;
  /** Mean and standard deviation of troops lost (dead + wounded of defeated units) per side. */
  readonly besiegerLosses: { readonly mean: number; readonly sd: number };
  readonly defenderLosses: { readonly mean: number; readonly sd: number };
}

const estimate = (count: number, runs: number): Estimate => {
  const [low, high] = wilsonScoreInterval(count, runs);
  return { p: runs === 0 ? 0 : count / runs, low, high };
};

/** Sums that two batches of runs can be added up from (so the app can split the runs over workers). */
export interface OddsTally {
  readonly runs: number;
  readonly counts: Readonly<Record<Outcome, number>>;
  readonly turns: number;
  /** Per side: the sum and the sum of squares of troops lost per run. */
  readonly lost: Readonly<
    Record<'besieger' | 'defender', { readonly sum: number; readonly squares: number }>
  >;
}

export const EMPTY_TALLY: OddsTally = {
  runs: 0,
  counts: { captured: 0, surrendered: 0, liberated: 0, calledOff: 0 },
  turns: 0,
  lost: { besieger: { sum: 0, squares: 0 }, defender: { sum: 0, squares: 0 } },
};

export function addTallies(a: OddsTally, b: OddsTally): OddsTally {
  const lost = (side: 'besieger' | 'defender') => ({
    sum: a.lost[side].sum + b.lost[side].sum,
    squares: a.lost[side].squares + b.lost[side].squares,
  });
  return {
    runs: a.runs + b.runs,
    counts: {
      captured: a.counts.captured + b.counts.captured,
      surrendered: a.counts.surrendered + b.counts.surrendered,
      liberated: a.counts.liberated + b.counts.liberated,
      calledOff: a.counts.calledOff + b.counts.calledOff,
    },
    turns: a.turns + b.turns,
    lost: { besieger: lost('besieger'), defender: lost('defender') },
  };
}

function spread({ sum, squares }: { sum: number; squares: number }, runs: number) {
  const mean = runs === 0 ? 0 : sum / runs;
  const variance = runs < 2 ? 0 : Math.max(0, (squares - runs * mean * mean) / (runs - 1));
  return { mean, sd: Math.sqrt(variance) };
}

/** One whole assault auto-played from SETUP (BOT-20..24), for odds and benches. */
export function autoResolve(start: AssaultState): AssaultState {
  const result = kernelStep(assaultRuleset, start, { type: 'RunAssaultTurn', until: 'ENDED' });
  if (!result.ok) throw new Error(result.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; '));
  return result.state;
}

/**
 * Runs `from` … `to − 1` of a Monte-Carlo odds run: run i auto-plays `start` with the seed `seed × 7919 + i`, so
 * any split of the runs (over workers, in chunks for a progress bar) gives the same tallies as one loop. Each run
 * takes the fast path (playOutAssault: in place, no events), which ends as autoResolve does.
 */
export function tallyAssaults(start: AssaultState, seed: number, from: number, to: number): OddsTally {
  const counts: Record<Outcome, number> = { captured: 0, surrendered: 0, liberated: 0, calledOff: 0 };
  let turns = 0;
  const lost = { besieger: { sum: 0, squares: 0 }, defender: { sum: 0, squares: 0 } };
  const ready = playOutStart(start);
  if ('errors' in ready) throw new Error(ready.errors.join('; '));
  for (let i = from; i < to; i++) {
    const end = playOutAssault(ready.start, createRngState(seed * 7919 + i));
    counts[end.outcome!] += 1;
    turns += end.turn;
    const c = end.casualties!;
    for (const side of ['besieger', 'defender'] as const) {
      const n = c[side].dead + c[side].wounded;
      lost[side].sum += n;
      lost[side].squares += n * n;
    }
  }
  return { runs: Math.max(0, to - from), counts, turns, lost };
}

/** The odds a tally gives, with the 95 % spread of each share. */
export function oddsOfTally(tally: OddsTally): AssaultOdds {
  const { runs, counts } = tally;
  return {
    runs,
    outcomes: {
      captured: estimate(counts.captured, runs),
      surrendered: estimate(counts.surrendered, runs),
      liberated: estimate(counts.liberated, runs),
      calledOff: estimate(counts.calledOff, runs),
    },
    attackerWins: estimate(counts.captured + counts.surrendered, runs),
    meanTurns: runs === 0 ? 0 : tally.turns / runs,
    besiegerLosses: spread(tally.lost.besieger, runs),
    defenderLosses: spread(tally.lost.defender, runs),
  };
}

/**
 * Monte-Carlo odds of an assault (issue 13: "before the assault, the outcome odds … with the spread"): `runs`
 * auto-played assaults, each with its own seed derived from `input.seed`, so the odds are reproducible.
 */
export function assaultOdds(input: AssaultInput, runs: number): AssaultOdds | { errors: string[] } {
  const made = createAssault(input);
  if ('errors' in made) return made;
  return oddsOfTally(tallyAssaults(made.state, input.seed, 0, runs));
}

/**
 * Run `i` of an odds run as `tallyAssaults` plays it (seed `seed × 7919 + i`), whole: the balance report counts
 * each run's own outcome, turns, losses and prisoners (issue 16), on the same seeds as the odds panel.
 */
export function autoResolveRun(start: AssaultState, seed: number, i: number): AssaultState {
  return playOutAssault(preparedStart(start), createRngState(seed * 7919 + i));
}

/** playOutStart once per start (checked, units reshaped, deployed): the report plays many runs of one start. */
const prepared = new WeakMap<AssaultState, AssaultState>();
function preparedStart(start: AssaultState): AssaultState {
  let ready = prepared.get(start);
  if (!ready) {
    const made = playOutStart(start);
    if ('errors' in made) throw new Error(made.errors.join('; '));
    prepared.set(start, (ready = made.start));
  }
  return ready;
}
