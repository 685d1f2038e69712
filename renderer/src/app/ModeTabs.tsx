import { APP_MODE_IDS, APP_MODES } from './appModes';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectMode } from '../campaign/playSelectors';
import { modeChosen } from '../campaign/playSlice';

const MODES = APP_MODE_IDS.map((mode) => ({
  mode,
  label: APP_MODES[mode].label,
  hint: APP_MODES[mode].hint,
}));

/** The modes of the app (app/appModes.ts): the map editor and the campaign (setup, then play). */
export function ModeTabs() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectMode);
  return (
    <div className="mode-tabs" role="tablist" aria-label="Mode">
      {MODES.map((m) => (
        <button
          key={m.mode}
          type="button"
          role="tab"
          data-testid={`mode-${m.mode}`}
          aria-selected={m.mode === mode}
          title={m.hint}
          onClick={() => dispatch(modeChosen(m.mode))}
        >
          {m.label}
        </button>
      ))}
    </div>
  );
}
