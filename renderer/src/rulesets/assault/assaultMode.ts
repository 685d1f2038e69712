import type { AppModeSpec } from '../../store/appMode';
import { AssaultBar } from './AssaultBar';
import { AssaultBoard } from './AssaultBoard';
import { AssaultPanels } from './AssaultPanels';

/** Tools → Assault… as a mode of the app (issue 13): rosters and the zone diagram on the board, choices and log aside. */
export const ASSAULT_MODE: AppModeSpec = {
  label: 'app:modes.assault.label',
  hint: 'app:modes.assault.hint',
  Bar: AssaultBar,
  Board: AssaultBoard,
  Panels: AssaultPanels,
  // The zone diagram takes no hex pointer events.
  pointer: () => () => undefined,
  workspaceClass: 'assault',
};
