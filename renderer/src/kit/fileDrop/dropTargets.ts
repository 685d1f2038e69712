import { useEffect, useRef } from 'react';
import type { FileFamily } from '@shared/file/fileFamilyOf';

/** Opens a dropped file the way the screen's own Open button does. */
export type DropHandler = (file: File) => void | Promise<void>;

const targets = new Map<FileFamily, DropHandler[]>();

/** The screen that opens `family` now (the innermost mounted), or null. */
export function dropTargetFor(family: FileFamily): DropHandler | null {
  return targets.get(family)?.at(-1) ?? null;
}

/**
 * While mounted (and `enabled`), the calling screen opens dropped files of `family` (issue 32): the defense screen
 * its saved games, the deck editor its decks, the file actions campaigns. Same registry idea as the shortcuts.
 */
export function useDropTarget(family: FileFamily, handler: DropHandler, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    const run: DropHandler = (file) => latest.current(file);
    targets.set(family, [...(targets.get(family) ?? []), run]);
    return () => {
      targets.set(
        family,
        (targets.get(family) ?? []).filter((entry) => entry !== run),
      );
    };
  }, [family, enabled]);
}
