import { isShortcut } from '@shared/ipc';
import { useEffect } from 'react';

/** Esc anywhere in the window calls `onEscape` while `enabled` (a dialog busy writing files ignores it). */
export function useEscapeKey(onEscape: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (isShortcut('closeDialog', event)) onEscape();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onEscape, enabled]);
}
