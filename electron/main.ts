/**
 * Hexmarch's Electron main process: wiring only. Each decision lives in a small module that tests/electron
 * checks with electron mocked (window options, CSP, app:// protocol, navigation guard, IPC sender checks).
 */
import path from 'node:path';
import { app, BrowserWindow, ipcMain, protocol, session } from 'electron';
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './appProtocol';
import { registerSystemInfoHandler } from './ipc/systemInfo';
import { installNavigationGuard } from './navigationGuard';
import { createWindowOptions } from './windowOptions';

/** The packaged app's root (inside app.asar when packaged): it holds dist/renderer and dist-electron. */
const appRoot = (): string => app.getAppPath();

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow(
    createWindowOptions({
      preloadPath: path.join(appRoot(), 'dist-electron', 'preload.cjs'),
      appVersion: app.getVersion(),
    }),
  );
  window.once('ready-to-show', () => window.show());
  void window.loadURL(APP_ENTRY_URL);
  return window;
}

// Must run before 'ready': Electron only accepts scheme privileges at startup.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
// Sandbox every renderer, including any a future feature creates without thinking about it.
app.enableSandbox();

app.on('web-contents-created', (_event, contents) => installNavigationGuard(contents));

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

void app.whenReady().then(() => {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(path.join(appRoot(), 'dist', 'renderer')));
  // Hexmarch needs no camera, microphone, notifications or geolocation: refuse every permission request.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  registerSystemInfoHandler(ipcMain);
  createMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
});
