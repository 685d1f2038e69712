/**
 * Hexmarch's Electron main process: wiring only. Each decision lives in a small module that tests/electron
 * checks with electron mocked (window options, CSP, app:// protocol, navigation guard, IPC sender checks).
 */
import path from 'node:path';
import { app, ipcMain, protocol, session } from 'electron';
import { matchLanguage, setLanguage } from '@shared/i18n';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './appProtocol';
import { createDocumentWindow, type DocumentWindow } from './documentWindow';
import { launchFileOf } from './files/readCampaignFile';
import { RecentFiles } from './files/recentFiles';
import { createBackupLedger } from './files/backupLedger';
import { RecoveryStore } from './files/recoveryStore';
import { VersionStore } from './files/versionStore';
import { registerSystemInfoHandler } from './ipc/systemInfo';
import { registerTentHandlers } from './ipc/tentHandlers';
import { createTentController } from './tent/tentController';
import { installNavigationGuard } from './navigationGuard';
import { denyAllPermissions } from './permissions';

/** The packaged app's root (inside app.asar when packaged): it holds dist/renderer and dist-electron. */
const appRoot = (): string => app.getAppPath();

/** The document window once created; files the OS hands over before that wait in `pendingFile`. */
let documentWindow: DocumentWindow | null = null;
let pendingFile: string | null = launchFileOf(process.argv);

function createMainWindow(): DocumentWindow {
  const userData = app.getPath('userData');
  return createDocumentWindow({
    preloadPath: path.join(appRoot(), 'dist-electron', 'preload.cjs'),
    appVersion: app.getVersion(),
    ipcMain,
    recent: new RecentFiles(path.join(userData, 'recent-files.json')),
    recovery: new RecoveryStore(userData),
    backups: createBackupLedger(path.join(userData, 'backups.json')),
    // Versions… (issue 32): userData/versions/<campaign key>/, never beside the GM's files.
    versions: new VersionStore(userData),
    // A double-clicked .hexmarch file arrives as an argument (packaged: argv[1]; `electron .`: later).
    launchFile: pendingFile,
  });
}

/** Wires the app up; a second launch only hands its file to the running instance and quits. */
function startHexmarch(): void {
  // One app, one window: a second launch (double-clicking another file) hands its file to the running one
  // through 'second-instance' and stops here, before it registers anything or opens a window (issue 9).
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  // Must run before 'ready': Electron only accepts scheme privileges at startup.
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  // Sandbox every renderer, including any a future feature creates without thinking about it.
  app.enableSandbox();

  app.on('web-contents-created', (_event, contents) => installNavigationGuard(contents));

  app.on('second-instance', (_event, argv) => {
    const file = launchFileOf(argv);
    if (file !== null) documentWindow?.openFile(file);
    else documentWindow?.window.focus();
  });
  // macOS passes opened files as events, also before 'ready'.
  app.on('open-file', (event, file) => {
    event.preventDefault();
    if (documentWindow) documentWindow.openFile(file);
    else pendingFile = file;
  });

  // One document window with its IPC handlers registered once: closing it ends the app on every OS.
  app.on('window-all-closed', () => app.quit());
  // The order tent (issue 28) runs here; it stops listening when the GM closes it or the app quits.
  const tent = createTentController({ phoneDir: () => path.join(appRoot(), 'dist', 'renderer', 'tent') });
  app.on('will-quit', () => void tent.close());

  void app.whenReady().then(() => {
    protocol.handle(APP_SCHEME, createAppProtocolHandler(path.join(appRoot(), 'dist', 'renderer')));
    denyAllPermissions(session.defaultSession);
    // Menus and dialogs speak the system's language until the renderer says which one the GM reads (issue 32).
    setLanguage(matchLanguage([app.getLocale()]));
    registerSystemInfoHandler(ipcMain);
    registerTentHandlers(ipcMain, tent);
    documentWindow = createMainWindow();
  });
}

startHexmarch();
