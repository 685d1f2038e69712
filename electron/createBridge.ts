import {
  APP_VERSION_ARG,
  IPC_CHANNELS,
  type HexmarchBridge,
  type IpcChannel,
  type SystemInfo,
} from '@shared/ipc';

/** ipcRenderer.invoke, narrowed to the app's channels. */
export type Invoke = (channel: IpcChannel, ...args: unknown[]) => Promise<unknown>;

/** The app version main passed in `additionalArguments`, or '0.0.0' if it is missing (never expected). */
export function readAppVersion(argv: readonly string[]): string {
  const arg = argv.find((entry) => entry.startsWith(APP_VERSION_ARG));
  return arg === undefined ? '0.0.0' : arg.slice(APP_VERSION_ARG.length);
}

/**
 * The object the preload exposes as window.hexmarch: one method per capability, each a fixed channel with
 * fixed arguments, so the page cannot reach any other IPC channel.
 */
export function createBridge(invoke: Invoke, argv: readonly string[]): HexmarchBridge {
  return {
    edition: 'desktop',
    appVersion: readAppVersion(argv),
    // The result crosses the IPC boundary as structured-clone data shaped by readSystemInfo in main.
    getSystemInfo: () => invoke(IPC_CHANNELS.getSystemInfo) as Promise<SystemInfo>,
  };
}
