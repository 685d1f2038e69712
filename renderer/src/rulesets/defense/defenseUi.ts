import type { RulesetUi } from '../../store/rulesetUi';
import { startDefenseDocumentListener } from './defenseDocument';
import { DefenseMode, NoBar } from './DefenseMode';

/** The settlement defense (RULES.md §9): a tab with its own board; its game in progress is kept in the document. */
export const defenseUi = {
  mode: {
    label: 'Settlement defense',
    hint: 'The settlement defense game (RULES.md §9)',
    Bar: NoBar,
    Board: DefenseMode,
    // Its board takes no hex pointer events.
    pointer: () => () => undefined,
    workspaceClass: 'defense',
    statusHint: 'Settlement defense: drag tiles from the hand onto the board; Ctrl+Z undoes a move',
  },
  startListeners: startDefenseDocumentListener,
} as const satisfies RulesetUi;
