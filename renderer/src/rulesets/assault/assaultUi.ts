import type { RulesetUi } from '../../store/rulesetUi';
import { startAssaultDocumentListener } from './assaultDocument';
import { ASSAULT_MODE } from './assaultMode';

/**
 * The stronghold assault (RULES.md §8): a tab of its own, on its own or bound to a campaign's fortress battle; its
 * rosters and assault are kept in the document (issue 27).
 */
export const assaultUi = {
  mode: ASSAULT_MODE,
  startListeners: startAssaultDocumentListener,
} as const satisfies RulesetUi;
