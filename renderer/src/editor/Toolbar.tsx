import { useAppDispatch, useAppSelector } from '../store/hooks';
import { UndoRedoButtons } from '../document/history/UndoRedoButtons';
import { coordinatesToggled, fitRequested, newMapDialogOpened } from '../document/viewSlice';
import { toolChosen } from '../document/map/editorSlice';
import { ToolOptions } from './ToolOptions';
import { TOOL_HINTS, TOOL_LABELS, TOOLS } from '../document/map/tools';

export function Toolbar() {
  const dispatch = useAppDispatch();
  const tool = useAppSelector((state) => state.editor.tool);
  const showCoordinates = useAppSelector((state) => state.view.showCoordinates);

  return (
    <header className="toolbar" role="toolbar" aria-label="Map editor">
      <span className="app-name">Hexmarch</span>
      <button type="button" data-testid="new-map-button" onClick={() => dispatch(newMapDialogOpened())}>
        New map…
      </button>
      <span className="separator" />
      <div className="tool-group" role="group" aria-label="Tools">
        {TOOLS.map((t) => (
          <button
            key={t}
            type="button"
            className="tool"
            data-testid={`tool-${t}`}
            aria-pressed={t === tool}
            title={TOOL_HINTS[t]}
            onClick={() => dispatch(toolChosen(t))}
          >
            {TOOL_LABELS[t]}
          </button>
        ))}
      </div>
      <ToolOptions />
      <span className="spacer" />
      <UndoRedoButtons what="edit" />
      <span className="separator" />
      <label className="check" title="Label every hex with q,r (drawn when zoomed in far enough to fit)">
        <input
          type="checkbox"
          data-testid="coordinates-toggle"
          checked={showCoordinates}
          onChange={() => dispatch(coordinatesToggled())}
        />
        Coordinates
      </label>
      <button
        type="button"
        data-testid="fit-button"
        title="Fit the map to the window"
        onClick={() => dispatch(fitRequested())}
      >
        Fit
      </button>
    </header>
  );
}
