import { app, BrowserWindow, dialog, Menu, shell, type IpcMain } from 'electron';
import { setLanguage, t } from '@shared/i18n';
import { IPC_CHANNELS, type MenuCommand, type OpenDialogKind, type WindowState } from '@shared/ipc';
import { appMenuTemplate } from './appMenu';
import { APP_ENTRY_URL } from './appProtocol';
import { FileHandles } from './files/fileHandles';
import type { RecentFiles } from './files/recentFiles';
import {
  completedSavePath,
  REPLACE_ANSWER,
  replaceQuestionOf,
  type ConfirmReplace,
} from './files/replaceQuestion';
import type { BackupLedger } from './files/backupLedger';
import type { RecoveryStore } from './files/recoveryStore';
import { rememberFileUsed } from './files/rememberFileUsed';
import type { VersionStore } from './files/versionStore';
import { registerExportHandler } from './ipc/exportHandlers';
import { registerFileHandlers } from './ipc/fileHandlers';
import { closePromptOf, closeDecision, registerWindowHandlers, windowTitleOf } from './ipc/windowHandlers';
import { createWindowOptions, type WindowOptionsInput } from './windowOptions';

export interface DocumentWindowInput extends WindowOptionsInput {
  readonly ipcMain: IpcMain;
  readonly recent: RecentFiles;
  readonly recovery: RecoveryStore;
  readonly launchFile: string | null;
  /** The backups saves wrote (issue 26: a save overwrites no backup it did not write). */
  readonly backups?: BackupLedger;
  /** The campaigns' snapshots for Versions… (issue 32). */
  readonly versions?: VersionStore;
}

// The dialogs' filter names are made when a dialog opens, in the GM's language of the moment (issue 32).
const FILTERS = () => [{ name: t('electron:filters.campaign'), extensions: ['hexmarch'] }];
/** Issue 31: the Full JSON export Hexmarch imports, and Azgaar's own .map save, which it recognises and explains. */
const OPEN_FILTERS = {
  campaign: FILTERS,
  azgaar: () => [
    { name: t('electron:filters.azgaarJson'), extensions: ['json'] },
    { name: t('electron:filters.azgaarMap'), extensions: ['map'] },
  ],
} satisfies Record<OpenDialogKind, () => { name: string; extensions: string[] }[]>;

/**
 * Hexmarch's one window with everything around it: file and window IPC handlers, native menus, title with the
 * unsaved marker, and the unsaved-changes prompt on close. Hexmarch has a single document window, so the handlers
 * are registered once, here.
 */
export interface DocumentWindow {
  readonly window: BrowserWindow;
  /** Opens a file the OS handed over later (a second launch with a file, macOS open-file), asking first if dirty. */
  openFile(filePath: string): void;
}

export function createDocumentWindow(input: DocumentWindowInput): DocumentWindow {
  const window = new BrowserWindow(createWindowOptions(input));
  const handles = new FileHandles();
  let state: WindowState = { documentName: t('electron:untitled'), dirty: false };
  let closing = false;

  // One native question listing every file a write would replace (issue 9); Cancel is the default.
  const confirmReplace: ConfirmReplace = async (names, folder) =>
    (await dialog.showMessageBox(window, replaceQuestionOf(names, folder))).response === REPLACE_ANSWER;
  const send = (command: MenuCommand) => window.webContents.send(IPC_CHANNELS.onMenuCommand, command);
  const rebuildMenu = () =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        appMenuTemplate({
          send,
          recentFiles: input.recent.files,
          openRecent: (file) => send({ type: 'openRecent', file: handles.issue(file) }),
          isMac: process.platform === 'darwin',
        }),
      ),
    );

  registerFileHandlers(input.ipcMain, {
    handles,
    recovery: input.recovery,
    launchFile: input.launchFile,
    ...(input.backups ? { backups: input.backups } : {}),
    ...(input.versions ? { versions: input.versions } : {}),
    chooseFileToOpen: async (kind) => {
      const filters = OPEN_FILTERS[kind]();
      const chosen = await dialog.showOpenDialog(window, { properties: ['openFile'], filters });
      return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
    },
    chooseFileToSave: async (suggestedName) => {
      const chosen = await dialog.showSaveDialog(window, { defaultPath: suggestedName, filters: FILTERS() });
      if (chosen.canceled || !chosen.filePath) return null;
      return completedSavePath(chosen.filePath, 'hexmarch', confirmReplace);
    },
    onFileUsed: (file) =>
      rememberFileUsed(file, {
        recent: input.recent,
        addRecentDocument: (used) => app.addRecentDocument(used),
        rebuildMenu,
      }),
  });
  registerExportHandler(input.ipcMain, {
    chooseExportFile: async (suggestedName, extension) => {
      const filters = [{ name: t(`electron:exportKind.${extension}`), extensions: [extension] }];
      const chosen = await dialog.showSaveDialog(window, { defaultPath: suggestedName, filters });
      return chosen.canceled || !chosen.filePath ? null : chosen.filePath;
    },
    chooseExportFolder: async () => {
      const chosen = await dialog.showOpenDialog(window, {
        title: t('electron:exportFolder.title'),
        buttonLabel: t('electron:exportFolder.button'),
        properties: ['openDirectory', 'createDirectory'],
      });
      return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
    },
    confirmReplace,
  });
  registerWindowHandlers(input.ipcMain, {
    setWindowState: (next) => {
      state = next;
      window.setTitle(windowTitleOf(next));
      window.setDocumentEdited(next.dirty);
    },
    closeWindow: () => {
      closing = true;
      window.close();
    },
    openExternal: (url) => shell.openExternal(url),
    setLanguage: (language) => {
      setLanguage(language);
      rebuildMenu();
    },
  });

  // The title is main's (file name and unsaved marker), not the page's <title>.
  window.on('page-title-updated', (event) => event.preventDefault());

  window.on('close', (event) => {
    if (closing) return;
    let decision = closeDecision(state.dirty);
    if (decision === 'ask') {
      const answer = dialog.showMessageBoxSync(window, closePromptOf(state.documentName));
      decision = closeDecision(true, answer);
    }
    if (decision === 'close') return;
    if (decision === 'discard') {
      // A deliberate "Don't save": no recovery offer next time.
      void input.recovery.write(null);
      return;
    }
    event.preventDefault();
    if (decision === 'save') send({ type: 'saveAndClose' });
  });

  void input.recent.load().then(rebuildMenu);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(APP_ENTRY_URL);
  return {
    window,
    openFile: (filePath) => {
      if (window.isMinimized()) window.restore();
      window.focus();
      send({ type: 'openRecent', file: handles.issue(filePath) });
    },
  };
}
