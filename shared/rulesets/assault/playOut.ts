import { createDroppingSink } from '../../kernel';
import type { RngState } from '../../random';
import type { AssaultState } from './model';
import { assaultRuleset } from './ruleset';
import { runAssault } from './run';
import { inOneShape } from './oneShape';
import { ownedAssault } from './stateWriter';
import { validateAssaultCommand } from './validate';

const RUN_TO_END = { type: 'RunAssaultTurn', until: 'ENDED' } as const;

/**
 * GEN-10 once for a batch of play-outs (they all start from `start`, each with its own RNG), and the start they
 * share: `start` remade in one shape (inOneShape), which is what makes them fast.
 */
export function playOutStart(start: AssaultState): { start: AssaultState } | { errors: string[] } {
  const violations = validateAssaultCommand(start, RUN_TO_END);
  if (violations.length > 0) return { errors: violations.map((v) => `${v.ruleId}: ${v.message}`) };
  return { start: inOneShape(start) };
}

/**
 * The odds' fast path (issue 13): `start` (from playOutStart) auto-played to ENDED (BOT-20..24) with the RNG at
 * `rng`, on a private copy changed in place with no events kept (kernel createDroppingSink). It ends with the
 * outcome, turn, units, casualties and RNG that autoResolve's state has, the log excepted: `log` is `start`'s,
 * untouched (tests/shared/rulesets/assault/playOut.test.ts).
 */
export function playOutAssault(start: AssaultState, rng: RngState): AssaultState {
  const sink = createDroppingSink(assaultRuleset, ownedAssault(start, rng));
  runAssault(sink, 'ENDED');
  return sink.finish();
}
