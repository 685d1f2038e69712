import type { KernelEvent } from '../kernel/events';
import type { AnyRuleset, KernelCommand, Ruleset } from '../kernel/ruleset';
import { kernelStep, type StepOptions, type StepResult } from '../kernel/step';
import { assaultRuleset } from './assault';
import { coreRuleset } from './core';
import { firestormRuleset } from './firestorm';
import { defenseRuleset } from './defense';

/**
 * The ruleset registry (chessops' variants): every mode Hexmarch plays, keyed by the `ruleset` field its state
 * carries. A new ruleset (firestorm, the assault and defense sub-games) is one line here; the state and event
 * unions below, `rulesetOf` and `stepAny` follow from it.
 */
export const RULESETS = {
  core: coreRuleset,
  firestorm: firestormRuleset,
  defense: defenseRuleset,
  assault: assaultRuleset,
} as const;

export type RulesetId = keyof typeof RULESETS;

type Parts<R> = R extends Ruleset<infer S, infer C, infer E> ? { state: S; command: C; event: E } : never;
type PartOf<K extends RulesetId, P extends 'state' | 'command' | 'event'> = Parts<(typeof RULESETS)[K]>[P];

/** The state of one ruleset, e.g. `StateOf<'core'>` is core's Campaign. */
export type StateOf<K extends RulesetId> = PartOf<K, 'state'>;
/** Any ruleset's state, discriminated on `ruleset` (DATA-1). */
export type GameState = { [K in RulesetId]: StateOf<K> }[RulesetId];
export type GameCommand = { [K in RulesetId]: PartOf<K, 'command'> }[RulesetId];
export type GameEvent = { [K in RulesetId]: PartOf<K, 'event'> }[RulesetId];

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === 'string' && Object.hasOwn(RULESETS, value);
}

/** The ruleset that plays `state` (dispatch on its `ruleset` field). Throws for an id no ruleset has. */
export function rulesetOf<S extends GameState>(state: S): Ruleset<S, KernelCommand, KernelEvent> {
  if (!isRulesetId(state.ruleset)) throw new Error(`No ruleset "${String(state.ruleset)}" is registered.`);
  return RULESETS[state.ruleset] as unknown as Ruleset<S, KernelCommand, KernelEvent>;
}

/** kernelStep with the ruleset the state names: what the app, the CLI and the scenario runner call. */
export function stepAny<S extends GameState>(
  state: S,
  command: unknown,
  options: StepOptions = {},
): StepResult<S, GameEvent> {
  return kernelStep(rulesetOf(state), state, command, options) as StepResult<S, GameEvent>;
}

/** Every registered ruleset as the kernel sees it (rule-table and command-table checks iterate these). */
export const ALL_RULESETS: readonly AnyRuleset[] = Object.values(RULESETS) as unknown as AnyRuleset[];
