import { createDroppingSink } from '../../kernel';
import type { RngState } from '../../random';
import type { AssaultPhase, AssaultState } from './model';
import { assaultRuleset } from './ruleset';
import { runAssault } from './run';
import { inOneShape } from './oneShape';
import { ownedAssault } from './stateWriter';
import { validateAssaultCommand } from './validate';

const RUN_TO_END = { type: 'RunAssaultTurn', until: 'ENDED' } as const;

/** BOT-20 deployment: the phases before the first die of an assault (ASLT-12). */
const DEPLOYMENT: ReadonlySet<AssaultPhase> = new Set(['SETUP', 'DEPLOY_BESIEGER', 'DEPLOY_DEFENDER']);

/**
 * GEN-10 once for a batch of play-outs (they all start from `start`, each with its own RNG), and the start they
 * share: `start` remade in one shape (inOneShape) and, when it waits at deployment, deployed. BOT-20 rolls no
 * dice, so every run of a batch would deploy alike: it is played once here instead of in each run.
 */
export function playOutStart(start: AssaultState): { start: AssaultState } | { errors: string[] } {
  const violations = validateAssaultCommand(start, RUN_TO_END);
  if (violations.length > 0) return { errors: violations.map((v) => `${v.ruleId}: ${v.message}`) };
  const shaped = inOneShape(start);
  if (!DEPLOYMENT.has(shaped.phase)) return { start: shaped };
  const sink = createDroppingSink(assaultRuleset, ownedAssault(shaped, shaped.rng));
  runAssault(sink, 'ARTILLERY');
  const deployed = sink.finish();
  // An engine bug, not a player's error: a die rolled here would be rolled alike in every run.
  if (deployed.rng.cursor !== start.rng.cursor) throw new Error('playOutStart: deployment rolled dice');
  return { start: deployed };
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
