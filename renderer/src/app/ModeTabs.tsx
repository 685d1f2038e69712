import { APP_MODE_IDS, APP_MODES } from './appModes';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectMode } from '../campaign/playSelectors';
import { modeChosen } from '../campaign/playSlice';
import { selectViewLock } from './viewLock';
import { useTranslation } from '../i18n';
import { t as translate } from '@shared/i18n';

const MODES = APP_MODE_IDS.map((mode) => ({
  mode,
  label: APP_MODES[mode].label,
  hint: APP_MODES[mode].hint,
}));

/** The modes of the app (app/appModes.ts): the map editor and the campaign (setup, then play). */
export function ModeTabs() {
  const { t } = useTranslation(['app', 'common']);
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectMode);
  // A view locked to a Firestorm faction stays on its campaign: the other tabs are the GM's (issue 27).
  const seat = useAppSelector(selectViewLock);
  return (
    <div className="mode-tabs" role="tablist" aria-label={t('modes.label')}>
      {MODES.map((m) => (
        <button
          key={m.mode}
          type="button"
          role="tab"
          data-testid={`mode-${m.mode}`}
          aria-selected={m.mode === mode}
          title={seat && m.mode !== mode ? t('modes.lockedTooltip', { seat }) : translate(m.hint)}
          disabled={seat !== null && m.mode !== mode}
          onClick={() => dispatch(modeChosen(m.mode))}
        >
          {translate(m.label)}
        </button>
      ))}
    </div>
  );
}
