import { useAppDispatch } from '../../store/hooks';
import { DefenseScreen } from './DefenseScreen';
import { defenseClosed } from './defenseSlice';

/**
 * The settlement defense (RULES.md §9) as a mode of the app (app/appModes.ts): its own board in the workspace,
 * reached by its tab or from a campaign settlement (ANV-1: defenseOpened switches to this mode). The game lives in
 * the defense slice, so switching tabs loses nothing; "Back to the campaign" closes it onto the campaign tab.
 */
export function DefenseMode() {
  const dispatch = useAppDispatch();
  return <DefenseScreen onClose={() => dispatch(defenseClosed())} />;
}

/** A mode bar with nothing in it: the defense screen carries its own controls. */
export function NoBar() {
  return null;
}
