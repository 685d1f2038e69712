import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { redoRequested, undoRequested } from './undoable';

/** Fields where Ctrl+Z belongs to the text, not to the map. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo (Cmd on macOS). Not while typing in a field. */
export function useUndoShortcuts(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch(undoRequested());
      else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch(redoRequested());
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, dispatch]);
}
