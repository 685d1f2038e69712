import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { redoRequested, undoRequested } from '../history/undoable';
import { selectCanRedo, selectCanUndo } from '../mapDocument/selectors';
import { coordinatesToggled, fitRequested, newMapDialogOpened } from '../view/viewSlice';
import { ExportButton } from '../export/ExportButton';
import { toolChosen } from './editorSlice';
import { ToolOptions } from './ToolOptions';
import { TOOL_HINTS, TOOL_LABELS, TOOLS } from './tools';

export function Toolbar() {
  const dispatch = useAppDispatch();
  const tool = useAppSelector((state) => state.editor.tool);
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  const showCoordinates = useAppSelector((state) => state.view.showCoordinates);

  return (
    <header className="toolbar" role="toolbar" aria-label="Map editor">
      <span className="app-name">Hexmarch</span>
      <button type="button" data-testid="new-map-button" onClick={() => dispatch(newMapDialogOpened())}>
        New map…
      </button>
      <ExportButton />
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
      <button
        type="button"
        data-testid="undo-button"
        disabled={!canUndo}
        title="Undo (Ctrl+Z)"
        onClick={() => dispatch(undoRequested())}
      >
        Undo
      </button>
      <button
        type="button"
        data-testid="redo-button"
        disabled={!canRedo}
        title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
        onClick={() => dispatch(redoRequested())}
      >
        Redo
      </button>
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
