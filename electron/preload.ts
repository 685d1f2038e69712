/**
 * Preload for the sandboxed renderer: exposes exactly one object, window.hexmarch (shared/ipc/bridge.ts).
 * It runs sandboxed, so it is bundled into one CommonJS file with only 'electron' left external.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './createBridge';

contextBridge.exposeInMainWorld(
  'hexmarch',
  createBridge((channel, ...args) => ipcRenderer.invoke(channel, ...args), process.argv),
);
