import type { RulesetViews } from '../kernel/views';
import type { KernelEvent } from '../kernel/events';
import type { KernelState } from '../kernel/ruleset';
import { coreViews } from './core/queries/visibility';
import { firestormViews } from './firestorm/views';
import type { GameState, RulesetId } from './index';

/**
 * What each ruleset shows to whom (kernel RulesetViews), beside RULESETS: one line per ruleset that has a map of
 * its own. The sub-games (assault, defense) are played inside a core or Firestorm campaign and show nothing alone.
 */
export const RULESET_VIEWS = {
  core: coreViews,
  firestorm: firestormViews,
} as const satisfies Partial<Record<RulesetId, unknown>>;

/** The views of the ruleset that plays `state`, or undefined for a sub-game. */
export function viewsOf(state: GameState): RulesetViews<KernelState, KernelEvent, unknown> | undefined {
  // Own properties only: a state naming "constructor" has no views (issue 26).
  if (!Object.hasOwn(RULESET_VIEWS, state.ruleset)) return undefined;
  return (RULESET_VIEWS as Partial<Record<RulesetId, unknown>>)[state.ruleset] as
    RulesetViews<KernelState, KernelEvent, unknown> | undefined;
}
