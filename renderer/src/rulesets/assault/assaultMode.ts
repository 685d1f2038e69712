import type { AppModeSpec } from '../../store/appMode';
import { AssaultBar } from './AssaultBar';
import { AssaultBoard } from './AssaultBoard';
import { AssaultPanels } from './AssaultPanels';

/** Tools → Assault… as a mode of the app (issue 13): rosters and the zone diagram on the board, choices and log aside. */
export const ASSAULT_MODE: AppModeSpec = {
  label: 'Assault',
  hint: 'Tools: resolve a stronghold assault between two rosters (RULES.md §8)',
  Bar: AssaultBar,
  Board: AssaultBoard,
  Panels: AssaultPanels,
  // The zone diagram takes no hex pointer events.
  pointer: () => () => undefined,
  workspaceClass: 'assault',
};
