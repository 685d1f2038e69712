import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../app/store';
import { zoomAt } from '../../canvas/camera';
import { getPlatform } from '../../platform';
import { isTyping } from '../history/useUndoShortcuts';
import { cameraMoved } from '../viewSlice';
import { FileSession } from './fileSession';

const ZOOM_STEP = 1.25;

interface SessionOfStore {
  readonly session: FileSession;
  /** The mounted file UI's way to open the export dialog (File › Export… in the native menu). */
  openExport: () => void;
  /** The mounted balance button's way to open its dialog (Campaign › Balance report… in the native menu). */
  openBalance: () => void;
  /** The mounted file UI's way to start File › Import Azgaar world… (issue 31). */
  openImport: () => void;
  /** The mounted file UI's Versions… dialog (File › Versions… in the native menu, issue 32). */
  openVersions: () => void;
  /** The app's Keyboard shortcuts dialog (Help › Keyboard Shortcuts in the native menu, issue 32). */
  openShortcuts: () => void;
}

/** One session per store, kept across remounts of the file UI (it is not mounted while another screen shows). */
const sessions = new WeakMap<AppStore, SessionOfStore>();

function sessionOf(store: AppStore): SessionOfStore {
  const known = sessions.get(store);
  if (known) return known;
  const entry: SessionOfStore = {
    openExport: () => {},
    openBalance: () => {},
    openImport: () => {},
    openVersions: () => {},
    openShortcuts: () => {},
    session: new FileSession(getPlatform(), store, {
      // A menu Undo while typing in a field undoes the typing, as a text field's own Ctrl+Z would.
      textUndo: (command) => isTyping(document.activeElement) && document.execCommand(command),
      zoom: (direction) => {
        const camera = store.getState().view.camera;
        if (!camera) return;
        const centre = { x: window.innerWidth / 2, y: window.innerHeight / 2 };
        store.dispatch(cameraMoved(zoomAt(camera, direction === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP, centre)));
      },
      openExport: () => entry.openExport(),
      openBalance: () => entry.openBalance(),
      openImport: () => entry.openImport(),
      openVersions: () => entry.openVersions(),
      openShortcuts: () => entry.openShortcuts(),
    }),
  };
  sessions.set(store, entry);
  return entry;
}

/** Points File › Export… at the mounted file UI's dialog. */
function attachExportOpener(store: AppStore, open: () => void): void {
  sessionOf(store).openExport = open;
}

/**
 * Points Campaign › Balance report… at the mounted balance button's dialog; returns the function that detaches it
 * again (the menu then does nothing rather than open a dialog that is not mounted).
 */
export function attachBalanceOpener(store: AppStore, open: () => void): () => void {
  const entry = sessionOf(store);
  entry.openBalance = open;
  return () => {
    if (entry.openBalance === open) entry.openBalance = () => {};
  };
}

/** Points File › Import Azgaar world… (issue 31) at the mounted file UI while it is mounted. */
export function useImportOpener(open: () => void): void {
  const store = useStore() as AppStore;
  useEffect(() => {
    const entry = sessionOf(store);
    entry.openImport = open;
    return () => {
      if (entry.openImport === open) entry.openImport = () => {};
    };
  }, [store, open]);
}

/** Points Help › Keyboard Shortcuts at the app's dialog; returns the function that detaches it again. */
export function attachShortcutsOpener(store: AppStore, open: () => void): () => void {
  const entry = sessionOf(store);
  entry.openShortcuts = open;
  return () => {
    if (entry.openShortcuts === open) entry.openShortcuts = () => {};
  };
}

/** The app's one {@link FileSession}, started on mount (the recovery copy is offered on the first start only). */
export function useFileSession() {
  const store = useStore() as AppStore;
  const [exportOpen, setExportOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const session = sessionOf(store).session;
  useEffect(() => {
    attachExportOpener(store, () => setExportOpen(true));
    sessionOf(store).openVersions = () => setVersionsOpen(true);
    void session.start();
    return () => session.stop();
  }, [store, session]);
  return {
    session,
    exportOpen,
    openExport: () => setExportOpen(true),
    closeExport: () => setExportOpen(false),
    versionsOpen,
    openVersions: () => setVersionsOpen(true),
    closeVersions: () => setVersionsOpen(false),
  };
}
