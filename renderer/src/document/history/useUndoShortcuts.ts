import { useAppDispatch } from '../../store/hooks';
import { redoRequested, undoRequested } from '../../store/undoable';
import { useShortcut } from '../../kit/shortcuts/shortcutHandlers';

export { isTyping } from '../../kit/shortcuts/shortcutHandlers';

/** Undo and Redo of the document (keys in shared/ipc/shortcuts.ts); not while typing in a field. */
export function useUndoShortcuts(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useShortcut('undo', () => void dispatch(undoRequested()), enabled);
  useShortcut('redo', () => void dispatch(redoRequested()), enabled);
}
