import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectMode } from './playSelectors';
import { modeChosen, type AppMode } from './playSlice';

const MODES: readonly { mode: AppMode; label: string; hint: string }[] = [
  { mode: 'map', label: 'Map', hint: 'Prepare the map (locked while a campaign runs)' },
  { mode: 'campaign', label: 'Campaign', hint: 'Set up and play the campaign' },
];

/** The two modes of the app: the map editor and the campaign (setup, then play). */
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
