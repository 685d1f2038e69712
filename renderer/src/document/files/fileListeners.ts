import { serializeHexmarchFile } from '@shared/file';
import type { AppStartListening, AppStore, RootState } from '../../app/store';
import type { Platform } from '../../platform';
import { redoRequested, undoRequested } from '../../store/undoable';
import { crossedReplacement, selectUnsaved } from './fileSlice';

/** How long after a change the recovery copy is written (at most this much work is lost in a crash). */
export const RECOVERY_DELAY_MS = 1000;

/** Writes the recovery copy of the document now, or removes it when nothing is unsaved. */
export async function writeRecoveryNow(platform: Platform, state: RootState): Promise<void> {
  if (state.file.recovered !== null) return; // the copy on offer must not be overwritten before an answer
  await platform.writeRecovery(
    selectUnsaved(state) ? serializeHexmarchFile(state.document.present, platform.appVersion) : null,
  );
}

/**
 * Undo or redo across a replacement (a demo, a new map) brings back a document of another origin: it becomes
 * Untitled and unsaved, so the next Save asks for a file instead of writing over the one the title named.
 */
export function startReplacementUndoListener(startListening: AppStartListening): () => void {
  return startListening({
    predicate: (action, current, previous) => {
      if (current.document.present === previous.document.present) return false;
      const { replacements } = current.file;
      if (undoRequested.match(action)) return replacements.includes(previous.document.present);
      if (redoRequested.match(action)) return replacements.includes(current.document.present);
      return false;
    },
    effect: (_action, api) => void api.dispatch(crossedReplacement()),
  });
}

/**
 * The window title follows the file's name and unsaved mark; the recovery copy is written a second after a
 * change (throttled, not debounced: auto-play's steady changes must not postpone it for ever). RTK listener
 * middleware rather than store.subscribe, so the effects run only for actions that changed what they watch.
 * Returns the function that stops both.
 */
export function startFileListeners(
  store: Pick<AppStore, 'startListening' | 'getState'>,
  platform: Platform,
): () => void {
  const { startListening } = store;
  const title = (state: RootState) => ({ documentName: state.file.name, dirty: selectUnsaved(state) });
  const stopTitle = startListening({
    predicate: (_action, current, previous) =>
      current.file.name !== previous.file.name || selectUnsaved(current) !== selectUnsaved(previous),
    effect: (_action, api) => void platform.setWindowState(title(api.getState())),
  });

  let recoveryDue = false;
  const stopRecovery = startListening({
    predicate: (_action, current, previous) =>
      current.document.present !== previous.document.present || current.file.saved !== previous.file.saved,
    effect: async (_action, api) => {
      if (recoveryDue) return;
      recoveryDue = true;
      try {
        await api.delay(RECOVERY_DELAY_MS);
      } finally {
        recoveryDue = false;
      }
      await writeRecoveryNow(platform, api.getState());
    },
  });
  void platform.setWindowState(title(store.getState()));
  return () => {
    stopTitle({ cancelActive: true });
    stopRecovery({ cancelActive: true });
  };
}
