import type { BridgeMethod } from './bridge';

/**
 * IPC channel names, one per bridge method. Only the preload (ipcRenderer.invoke) and the main process
 * (ipcMain.handle) use them; the renderer calls the bridge's methods instead.
 */
export const IPC_CHANNELS = {
  getSystemInfo: 'hexmarch:getSystemInfo',
  showOpenDialog: 'hexmarch:showOpenDialog',
  showSaveDialog: 'hexmarch:showSaveDialog',
  readFile: 'hexmarch:readFile',
  writeFile: 'hexmarch:writeFile',
  writeRecovery: 'hexmarch:writeRecovery',
  readRecovery: 'hexmarch:readRecovery',
  takeLaunchFile: 'hexmarch:takeLaunchFile',
  fileForDrop: 'hexmarch:fileForDrop',
  saveVersion: 'hexmarch:saveVersion',
  listVersions: 'hexmarch:listVersions',
  readVersion: 'hexmarch:readVersion',
  setWindowState: 'hexmarch:setWindowState',
  closeWindow: 'hexmarch:closeWindow',
  openExternal: 'hexmarch:openExternal',
  setLanguage: 'hexmarch:setLanguage',
  saveExport: 'hexmarch:saveExport',
  tentAddresses: 'hexmarch:tentAddresses',
  openTent: 'hexmarch:openTent',
  updateTent: 'hexmarch:updateTent',
  tentStatus: 'hexmarch:tentStatus',
  takeTentOrders: 'hexmarch:takeTentOrders',
  unlockTentSeat: 'hexmarch:unlockTentSeat',
  closeTent: 'hexmarch:closeTent',
  /** The one main → renderer channel (webContents.send); every other channel is renderer → main invoke. */
  onMenuCommand: 'hexmarch:menuCommand',
} as const satisfies Record<BridgeMethod, string>;

/** A channel name from {@link IPC_CHANNELS}. */
export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];

/** The prefix of the `additionalArguments` entry that carries the app version from main to the preload. */
export const APP_VERSION_ARG = '--hexmarch-app-version=';
