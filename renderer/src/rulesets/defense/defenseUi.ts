import type { RulesetUi } from '../../store/rulesetUi';
import { startDefenseDocumentListener } from './defenseDocument';
import { DefenseMode, NoBar } from './DefenseMode';

/** The settlement defense (RULES.md §9): a tab with its own board; its game in progress is kept in the document. */
export const defenseUi = {
  mode: {
    label: 'app:modes.defense.label',
    hint: 'app:modes.defense.hint',
    Bar: NoBar,
    Board: DefenseMode,
    // Its board takes no hex pointer events.
    pointer: () => () => undefined,
    workspaceClass: 'defense',
    statusHint: 'app:modes.defense.statusHint',
  },
  startListeners: startDefenseDocumentListener,
} as const satisfies RulesetUi;
