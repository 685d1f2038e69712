import { APP_MODE_IDS, APP_MODES } from './appModes';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectMode } from '../campaign/playSelectors';
import { modeChosen } from '../campaign/playSlice';
import { selectViewLock } from './viewLock';

const MODES = APP_MODE_IDS.map((mode) => ({
  mode,
  label: APP_MODES[mode].label,
  hint: APP_MODES[mode].hint,
}));

/** The modes of the app (app/appModes.ts): the map editor and the campaign (setup, then play). */
export function ModeTabs() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectMode);
  // A view locked to a Firestorm faction stays on its campaign: the other tabs are the GM's (issue 27).
  const seat = useAppSelector(selectViewLock);
  return (
    <div className="mode-tabs" role="tablist" aria-label="Mode">
      {MODES.map((m) => (
        <button
          key={m.mode}
          type="button"
          role="tab"
          data-testid={`mode-${m.mode}`}
          aria-selected={m.mode === mode}
          title={
            seat && m.mode !== mode ? `The game master's view only: this screen is locked to ${seat}` : m.hint
          }
          disabled={seat !== null && m.mode !== mode}
          onClick={() => dispatch(modeChosen(m.mode))}
        >
          {m.label}
        </button>
      ))}
    </div>
  );
}
