import { useAppDispatch, useAppSelector } from '../store/hooks';
import { UndoRedoButtons } from '../document/history/UndoRedoButtons';
import { coordinatesToggled, fitRequested, newMapDialogOpened } from '../document/viewSlice';
import { toolChosen } from '../document/map/editorSlice';
import { ToolOptions } from './ToolOptions';
import { TOOLS } from '../document/map/tools';
import { useTranslation } from '../i18n';

export function Toolbar() {
  const dispatch = useAppDispatch();
  const tool = useAppSelector((state) => state.editor.tool);
  const showCoordinates = useAppSelector((state) => state.view.showCoordinates);
  const { t } = useTranslation('map');

  return (
    <header className="toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <span className="app-name">Hexmarch</span>
      <button type="button" data-testid="new-map-button" onClick={() => dispatch(newMapDialogOpened())}>
        {t('toolbar.newMap')}
      </button>
      <span className="separator" />
      <div className="tool-group" role="group" aria-label={t('toolbar.tools')}>
        {TOOLS.map((each) => (
          <button
            key={each}
            type="button"
            className="tool"
            data-testid={`tool-${each}`}
            aria-pressed={each === tool}
            title={t(`tools.${each}.hint`)}
            onClick={() => dispatch(toolChosen(each))}
          >
            {t(`tools.${each}.label`)}
          </button>
        ))}
      </div>
      <ToolOptions />
      <span className="spacer" />
      <UndoRedoButtons what="edit" />
      <span className="separator" />
      <label className="check" title={t('toolbar.coordinatesTooltip')}>
        <input
          type="checkbox"
          data-testid="coordinates-toggle"
          checked={showCoordinates}
          onChange={() => dispatch(coordinatesToggled())}
        />
        {t('toolbar.coordinates')}
      </label>
      <button
        type="button"
        data-testid="fit-button"
        title={t('toolbar.fitTooltip')}
        onClick={() => dispatch(fitRequested())}
      >
        {t('toolbar.fit')}
      </button>
    </header>
  );
}
