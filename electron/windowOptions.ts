import type { BrowserWindowConstructorOptions } from 'electron';
import { APP_VERSION_ARG } from '@shared/ipc';

/** What the main window needs to know from the running app. */
export interface WindowOptionsInput {
  /** Absolute path of the bundled preload script (dist-electron/preload.cjs). */
  readonly preloadPath: string;
  /** package.json "version", handed to the preload because a sandboxed preload cannot ask `app` for it. */
  readonly appVersion: string;
}

/**
 * Options for Hexmarch's main window. The webPreferences are the Electron security checklist spelled out, even
 * where they equal today's defaults, so a future default change or a careless edit shows up in review and tests.
 */
export function createWindowOptions({
  preloadPath,
  appVersion,
}: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    title: 'Hexmarch',
    // Shown on 'ready-to-show', so the window never flashes an empty frame.
    show: false,
    backgroundColor: '#1e2227',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      additionalArguments: [`${APP_VERSION_ARG}${appVersion}`],
    },
  };
}
