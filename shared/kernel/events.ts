import type { DicePurpose, DieType, RngState } from '../random';

/**
 * EVT-1, DATA-11: every event of every ruleset is a past-tense fact stamped with its place in the log and the
 * rules that caused it. Rulesets add their own stamps (core: turn and phase; assault: turn and phase of the
 * assault) through `Ruleset.stamp`.
 */
export interface KernelEvent<K extends string = string, P = unknown> {
  readonly seq: number;
  readonly type: K;
  readonly payload: P;
  readonly ruleIds: readonly string[];
}

/** GEN-5: one die rolled; `rngAfter` makes replay exact. Every ruleset has this event. */
export interface DiceRolledPayload {
  readonly rollId: string;
  readonly die: DieType;
  readonly natural: number;
  readonly purpose: DicePurpose;
  readonly injected: boolean;
  readonly rngAfter: RngState;
  readonly actor?: string;
}
