import {
  APP_VERSION_ARG,
  IPC_CHANNELS,
  type FileReadResult,
  type FileRef,
  type FileWriteResult,
  type HexmarchBridge,
  type IpcChannel,
  type MenuCommand,
  type SaveExportResult,
  type SystemInfo,
  type TentAddressChoice,
  type TentAnswer,
  type TentDeskStatus,
  type TentLockedOrders,
  type TentOpened,
  type DroppedFile,
  type VersionEntry,
} from '@shared/ipc';

/** ipcRenderer.invoke, narrowed to the app's channels. */
export type Invoke = (channel: IpcChannel, ...args: unknown[]) => Promise<unknown>;

/** ipcRenderer.on for one channel, returning the function that removes the listener again. */
export type Subscribe = (channel: IpcChannel, listener: (payload: unknown) => void) => () => void;

/** The app version main passed in `additionalArguments`, or '0.0.0' if it is missing (never expected). */
export function readAppVersion(argv: readonly string[]): string {
  const arg = argv.find((entry) => entry.startsWith(APP_VERSION_ARG));
  return arg === undefined ? '0.0.0' : arg.slice(APP_VERSION_ARG.length);
}

/**
 * The object the preload exposes as window.hexmarch: one method per capability, each a fixed channel with
 * fixed arguments, so the page cannot reach any other IPC channel. Results are structured-clone data shaped by
 * main's handlers (electron/ipc), which validate every argument.
 */
export function createBridge(
  invoke: Invoke,
  argv: readonly string[],
  subscribe: Subscribe,
  /** webUtils.getPathForFile: '' for a File that is no file on disk. */
  pathOfFile: (file: DroppedFile) => string = () => '',
): HexmarchBridge {
  const c = IPC_CHANNELS;
  return {
    edition: 'desktop',
    appVersion: readAppVersion(argv),
    getSystemInfo: () => invoke(c.getSystemInfo) as Promise<SystemInfo>,
    showOpenDialog: (kind) =>
      (kind === undefined
        ? invoke(c.showOpenDialog)
        : invoke(c.showOpenDialog, kind)) as Promise<FileRef | null>,
    showSaveDialog: (suggestedName) => invoke(c.showSaveDialog, suggestedName) as Promise<FileRef | null>,
    readFile: (handle) => invoke(c.readFile, handle) as Promise<FileReadResult>,
    writeFile: (handle, text) => invoke(c.writeFile, handle, text) as Promise<FileWriteResult>,
    writeRecovery: (text) => invoke(c.writeRecovery, text) as Promise<void>,
    readRecovery: () => invoke(c.readRecovery) as Promise<string | null>,
    takeLaunchFile: () => invoke(c.takeLaunchFile) as Promise<FileRef | null>,
    // Only the path crosses, read by the preload from the File itself (a page cannot give a File a path).
    fileForDrop: (file) => invoke(c.fileForDrop, pathOfFile(file)) as Promise<FileRef | null>,
    saveVersion: (handle, text, summary) =>
      invoke(c.saveVersion, handle, text, {
        title: summary.title,
        turn: summary.turn,
        width: summary.width,
        height: summary.height,
      }) as Promise<void>,
    listVersions: (handle) => invoke(c.listVersions, handle) as Promise<readonly VersionEntry[]>,
    readVersion: (handle, id) => invoke(c.readVersion, handle, id) as Promise<FileReadResult>,
    setWindowState: (state) =>
      invoke(c.setWindowState, { documentName: state.documentName, dirty: state.dirty }) as Promise<void>,
    closeWindow: () => invoke(c.closeWindow) as Promise<void>,
    openExternal: (url) => invoke(c.openExternal, url) as Promise<boolean>,
    setLanguage: (language) => invoke(c.setLanguage, String(language)) as Promise<void>,
    // Copied to plain objects so only the name and the bytes cross, whatever else the page put on them.
    saveExport: (files) =>
      invoke(
        c.saveExport,
        files.map((file) => ({ name: file.name, bytes: file.bytes })),
      ) as Promise<SaveExportResult>,
    tentAddresses: () => invoke(c.tentAddresses) as Promise<readonly TentAddressChoice[]>,
    openTent: (host, port, fileText) =>
      invoke(c.openTent, host, port, fileText) as Promise<TentAnswer<TentOpened>>,
    updateTent: (fileText) => invoke(c.updateTent, fileText) as Promise<TentAnswer<null>>,
    tentStatus: () => invoke(c.tentStatus) as Promise<TentDeskStatus | null>,
    takeTentOrders: () => invoke(c.takeTentOrders) as Promise<TentAnswer<readonly TentLockedOrders[]>>,
    unlockTentSeat: (seat, reason) => invoke(c.unlockTentSeat, seat, reason) as Promise<TentAnswer<null>>,
    closeTent: () => invoke(c.closeTent) as Promise<void>,
    onMenuCommand: (listener) => subscribe(c.onMenuCommand, (payload) => listener(payload as MenuCommand)),
  };
}
