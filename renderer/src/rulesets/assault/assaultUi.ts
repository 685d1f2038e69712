import type { RulesetUi } from '../../store/rulesetUi';
import { ASSAULT_MODE } from './assaultMode';

/** The stronghold assault (RULES.md §8): a tab of its own, on its own or bound to a campaign's fortress battle. */
export const assaultUi = { mode: ASSAULT_MODE } as const satisfies RulesetUi;
