import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../app/store';
import { zoomAt } from '../../canvas/camera';
import { getPlatform } from '../../platform';
import { isTyping } from '../history/useUndoShortcuts';
import { cameraMoved } from '../view/viewSlice';
import { FileSession } from './fileSession';

const ZOOM_STEP = 1.25;

/** The app's one {@link FileSession}, started on mount. */
export function useFileSession() {
  const store = useStore() as AppStore;
  const [exportOpen, setExportOpen] = useState(false);
  const [session] = useState(
    () =>
      new FileSession(getPlatform(), store, {
        // A menu Undo while typing in a field undoes the typing, as a text field's own Ctrl+Z would.
        textUndo: (command) => isTyping(document.activeElement) && document.execCommand(command),
        zoom: (direction) => {
          const camera = store.getState().view.camera;
          if (!camera) return;
          const centre = { x: window.innerWidth / 2, y: window.innerHeight / 2 };
          store.dispatch(cameraMoved(zoomAt(camera, direction === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP, centre)));
        },
        openExport: () => setExportOpen(true),
      }),
  );
  useEffect(() => {
    void session.start();
    return () => session.stop();
  }, [session]);
  return { session, exportOpen, closeExport: () => setExportOpen(false) };
}
