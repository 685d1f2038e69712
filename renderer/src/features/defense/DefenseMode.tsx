import { useAppDispatch } from '../../app/hooks';
import { modeChosen } from '../play/playSlice';
import { DefenseScreen } from './DefenseScreen';

/**
 * The settlement defense (RULES.md §9) as a mode of the app (app/appModes.ts): its own board in the workspace,
 * reached by its tab. "Back to the campaign" switches to the campaign tab.
 */
export function DefenseMode() {
  const dispatch = useAppDispatch();
  return <DefenseScreen onClose={() => dispatch(modeChosen('campaign'))} />;
}

/** A mode bar with nothing in it: the defense screen carries its own controls. */
export function NoBar() {
  return null;
}
