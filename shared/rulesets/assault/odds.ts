import { kernelStep } from '../../kernel';
import { createRngState } from '../../random';
import { createAssault, type AssaultInput } from './create';
import type { AssaultState, Outcome } from './model';
import { assaultRuleset } from './ruleset';

export interface Estimate {
  /** The share of runs (0..1). */
  readonly p: number;
  /** ± 1.96 standard errors: the 95 % spread of the estimate. */
  readonly margin: number;
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
  const p = count / runs;
  return { p, margin: 1.96 * Math.sqrt((p * (1 - p)) / runs) };
};

function spread(values: readonly number[]) {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, values.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}

/** One whole assault auto-played from SETUP (BOT-20..24), for odds and benches. */
export function autoResolve(start: AssaultState): AssaultState {
  const result = kernelStep(assaultRuleset, start, { type: 'RunAssaultTurn', until: 'ENDED' });
  if (!result.ok) throw new Error(result.violations.map((v) => `${v.ruleId}: ${v.message}`).join('; '));
  return result.state;
}

/**
 * Monte-Carlo odds of an assault (issue 13: "before the assault, the outcome odds … with the spread"): `runs`
 * auto-played assaults, each with its own seed derived from `input.seed`, so the odds are reproducible.
 */
export function assaultOdds(input: AssaultInput, runs: number): AssaultOdds | { errors: string[] } {
  const made = createAssault(input);
  if ('errors' in made) return made;
  const counts: Record<Outcome, number> = { captured: 0, surrendered: 0, liberated: 0, calledOff: 0 };
  const turns: number[] = [];
  const lostB: number[] = [];
  const lostD: number[] = [];
  for (let i = 0; i < runs; i++) {
    const end = autoResolve({ ...made.state, rng: createRngState(input.seed * 7919 + i) });
    counts[end.outcome!] += 1;
    turns.push(end.turn);
    const c = end.casualties!;
    lostB.push(c.besieger.dead + c.besieger.wounded);
    lostD.push(c.defender.dead + c.defender.wounded);
  }
  return {
    runs,
    outcomes: {
      captured: estimate(counts.captured, runs),
      surrendered: estimate(counts.surrendered, runs),
      liberated: estimate(counts.liberated, runs),
      calledOff: estimate(counts.calledOff, runs),
    },
    attackerWins: estimate(counts.captured + counts.surrendered, runs),
    meanTurns: spread(turns).mean,
    besiegerLosses: spread(lostB),
    defenderLosses: spread(lostD),
  };
}
