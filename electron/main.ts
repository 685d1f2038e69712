/**
 * Hexmarch's Electron main process: wiring only. Each decision lives in a small module that tests/electron
 * checks with electron mocked (window options, CSP, app:// protocol, navigation guard, IPC sender checks).
 */
import path from 'node:path';
import { app, type BrowserWindow, ipcMain, protocol, session } from 'electron';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './appProtocol';
import { createDocumentWindow } from './documentWindow';
import { launchFileOf } from './files/readCampaignFile';
import { RecentFiles } from './files/recentFiles';
import { RecoveryStore } from './files/recoveryStore';
import { registerSystemInfoHandler } from './ipc/systemInfo';
import { installNavigationGuard } from './navigationGuard';

/** The packaged app's root (inside app.asar when packaged): it holds dist/renderer and dist-electron. */
const appRoot = (): string => app.getAppPath();

function createMainWindow(): BrowserWindow {
  const userData = app.getPath('userData');
  return createDocumentWindow({
    preloadPath: path.join(appRoot(), 'dist-electron', 'preload.cjs'),
    appVersion: app.getVersion(),
    ipcMain,
    recent: new RecentFiles(path.join(userData, 'recent-files.json')),
    recovery: new RecoveryStore(userData),
    // A double-clicked .hexmarch file arrives as an argument (packaged: argv[1]; `electron .`: later).
    launchFile: launchFileOf(process.argv),
  });
}

// Must run before 'ready': Electron only accepts scheme privileges at startup.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
// Sandbox every renderer, including any a future feature creates without thinking about it.
app.enableSandbox();

app.on('web-contents-created', (_event, contents) => installNavigationGuard(contents));

// One document window with its IPC handlers registered once: closing it ends the app on every OS.
app.on('window-all-closed', () => app.quit());

void app.whenReady().then(() => {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(path.join(appRoot(), 'dist', 'renderer')));
  // Hexmarch needs no camera, microphone, notifications or geolocation: refuse every permission request.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  registerSystemInfoHandler(ipcMain);
  createMainWindow();
});
