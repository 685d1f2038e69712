import type { RootState } from './store';
import type { RulesetUi } from '../store/rulesetUi';
import { RULESET_UIS } from '../rulesets';

/**
 * The seat the screen is locked to, asked of every ruleset (RulesetUi.viewLock), or null for the game master's view
 * (issue 27: a view locked to a Firestorm faction acts for that faction only).
 */
export function selectViewLock(state: RootState): string | null {
  for (const ui of Object.values(RULESET_UIS) as RulesetUi[]) {
    const seat = ui.viewLock?.(state) ?? null;
    if (seat !== null) return seat;
  }
  return null;
}
