/**
 * Preload for the sandboxed renderer: exposes exactly one object, window.hexmarch (shared/ipc/bridge.ts).
 * It runs sandboxed, so it is bundled into one CommonJS file with only 'electron' left external.
 */
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { createBridge } from './createBridge';

contextBridge.exposeInMainWorld(
  'hexmarch',
  createBridge(
    (channel, ...args) => ipcRenderer.invoke(channel, ...args),
    process.argv,
    (channel, listener) => {
      // The page's listener never sees the IpcRendererEvent (it carries `sender`, an ipcRenderer).
      const forward = (_event: unknown, payload: unknown) => listener(payload);
      ipcRenderer.on(channel, forward);
      return () => void ipcRenderer.removeListener(channel, forward);
    },
    (file) => {
      try {
        return webUtils.getPathForFile(file as File);
      } catch {
        return ''; // not a File at all
      }
    },
  ),
);
