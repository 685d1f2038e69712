import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCanRedo, selectCanUndo } from '../map/selectors';
import { redoRequested, undoRequested } from '../../store/undoable';

/**
 * Undo and Redo over the document history, shared by the editor's toolbar and the campaign's turn bar.
 * `locked` disables both (replay is read-only); `what` names what is undone, for the tooltip.
 */
export function UndoRedoButtons({ locked = false, what }: { locked?: boolean; what: string }) {
  const dispatch = useAppDispatch();
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  return (
    <>
      <button
        type="button"
        data-testid="undo-button"
        disabled={!canUndo || locked}
        title={`Undo ${what} (Ctrl+Z)`}
        onClick={() => dispatch(undoRequested())}
      >
        Undo
      </button>
      <button
        type="button"
        data-testid="redo-button"
        disabled={!canRedo || locked}
        title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
        onClick={() => dispatch(redoRequested())}
      >
        Redo
      </button>
    </>
  );
}
