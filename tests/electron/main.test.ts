import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '@shared/ipc';
import { APP_ENTRY_URL } from '../../electron/appProtocol';

// The whole electron module is faked: the real one would try to download the missing binary. The fake records
// what main.ts asks of Electron, so this test checks the wiring; the modules it wires are tested on their own.
const electron = vi.hoisted(() => {
  const windows: {
    options: unknown;
    loadURL: ReturnType<typeof vi.fn>;
    once: ReturnType<typeof vi.fn>;
    on: ReturnType<typeof vi.fn>;
  }[] = [];
  class BrowserWindow {
    static getAllWindows = () => windows;
    loadURL = vi.fn(() => Promise.resolve());
    once = vi.fn();
    on = vi.fn();
    show = vi.fn();
    close = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    isMinimized = vi.fn(() => false);
    setTitle = vi.fn();
    setDocumentEdited = vi.fn();
    webContents = { send: vi.fn() };
    constructor(public options: unknown) {
      windows.push(this);
    }
  }
  return {
    windows,
    app: {
      enableSandbox: vi.fn(),
      requestSingleInstanceLock: vi.fn(() => true),
      on: vi.fn(),
      quit: vi.fn(),
      whenReady: vi.fn(() => Promise.resolve()),
      getAppPath: () => '/opt/hexmarch/app.asar',
      getPath: () => '/tmp/hexmarch-main-test-user-data',
      getVersion: () => '0.1.0',
      getLocale: vi.fn(() => 'en-US'),
    },
    BrowserWindow,
    dialog: {
      showOpenDialog: vi.fn(),
      showSaveDialog: vi.fn(),
      showMessageBox: vi.fn(),
      showMessageBoxSync: vi.fn(() => 2),
    },
    Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn((template: unknown) => template) },
    shell: { openExternal: vi.fn() },
    ipcMain: { handle: vi.fn() },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        setDevicePermissionHandler: vi.fn(),
      },
    },
  };
});
vi.mock('electron', () => electron);

const APP_FRAME = { senderFrame: { url: APP_ENTRY_URL, parent: null } };
/** The handler main registered for `channel`, called as the app's own page would. */
const handlerOf = (channel: string) =>
  electron.ipcMain.handle.mock.calls.find(([c]) => c === channel)?.[1] as (
    event: unknown,
    ...args: unknown[]
  ) => Promise<unknown>;

async function startMain() {
  await import('../../electron/main');
  // Let app.whenReady().then(...) run.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('main process wiring', () => {
  it('registers app:// as privileged, sandboxes every renderer and serves app:// once ready', async () => {
    await startMain();
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
    expect(electron.app.enableSandbox).toHaveBeenCalled();
    expect(electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });

  it('guards every web contents as it is created', async () => {
    await startMain();
    const created = electron.app.on.mock.calls.find(([event]) => event === 'web-contents-created');
    expect(created).toBeDefined();
    const contents = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
    (created?.[1] as (event: unknown, contents: unknown) => void)({}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
    expect(contents.on.mock.calls.map(([event]) => event)).toEqual(
      expect.arrayContaining(['will-navigate', 'will-frame-navigate']),
    );
  });

  it('refuses every permission request, permission check and device permission', async () => {
    await startMain();
    const { defaultSession } = electron.session;
    const [handler] = defaultSession.setPermissionRequestHandler.mock.calls[0] ?? [];
    const callback = vi.fn();
    (handler as (c: unknown, p: string, cb: (granted: boolean) => void) => void)({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    const [check] = defaultSession.setPermissionCheckHandler.mock.calls[0] ?? [];
    expect((check as (...args: unknown[]) => boolean)(null, 'hid', 'app://hexmarch', {})).toBe(false);
    const [device] = defaultSession.setDevicePermissionHandler.mock.calls[0] ?? [];
    expect((device as (details: unknown) => boolean)({ deviceType: 'usb' })).toBe(false);
  });

  it('registers a handler for every invoke channel of the bridge', async () => {
    await startMain();
    const registered = electron.ipcMain.handle.mock.calls.map(([channel]) => channel);
    const invokeChannels = Object.values(IPC_CHANNELS).filter(
      (channel) => channel !== IPC_CHANNELS.onMenuCommand,
    );
    expect(registered.sort()).toEqual(invokeChannels.sort());
  });

  it('hands a file from a second launch to the running window, which asks the renderer to open it', async () => {
    await startMain();
    const secondInstance = electron.app.on.mock.calls.find(([event]) => event === 'second-instance')?.[1];
    (secondInstance as (e: unknown, argv: string[]) => void)({}, [
      '/opt/Hexmarch/hexmarch',
      '/home/gm/War.hexmarch',
    ]);
    const window = electron.windows.at(-1) as unknown as { webContents: { send: ReturnType<typeof vi.fn> } };
    expect(window.webContents.send).toHaveBeenCalledWith(IPC_CHANNELS.onMenuCommand, {
      type: 'openRecent',
      file: { handle: expect.any(String), name: 'War.hexmarch' },
    });
  });

  it('opens a file macOS hands over (open-file) in the running window, as Open Recent does (issue 32)', async () => {
    await startMain();
    const openFile = electron.app.on.mock.calls.find(([event]) => event === 'open-file')?.[1];
    const event = { preventDefault: vi.fn() };
    (openFile as (e: unknown, file: string) => void)(event, '/Users/gm/Border War.hexmarch');
    expect(event.preventDefault).toHaveBeenCalled();
    const window = electron.windows.at(-1) as unknown as { webContents: { send: ReturnType<typeof vi.fn> } };
    expect(window.webContents.send).toHaveBeenCalledWith(IPC_CHANNELS.onMenuCommand, {
      type: 'openRecent',
      file: { handle: expect.any(String), name: 'Border War.hexmarch' },
    });
  });

  it('starts in the system’s language and rebuilds the menus in the GM’s when the renderer says (issue 32)', async () => {
    await startMain();
    expect(electron.app.getLocale).toHaveBeenCalled();
    const setLanguage = handlerOf(IPC_CHANNELS.setLanguage);
    const lastMenu = () =>
      (electron.Menu.buildFromTemplate.mock.calls.at(-1)![0] as { label?: string }[]).map((m) => m.label);
    await setLanguage(APP_FRAME, 'de');
    expect(lastMenu()).toContain('&Datei');
    const setState = handlerOf(IPC_CHANNELS.setWindowState);
    await setState(APP_FRAME, { documentName: 'War.hexmarch', dirty: true });
    const onClose = electron.windows[0]?.on.mock.calls.find(([event]) => event === 'close')?.[1];
    (onClose as (e: unknown) => void)({ preventDefault: vi.fn() });
    expect(
      (electron.dialog.showMessageBoxSync.mock.calls.at(-1) as unknown[] | undefined)?.[1],
    ).toMatchObject({
      message: 'Änderungen an War.hexmarch speichern?',
    });
    await setLanguage(APP_FRAME, 'en');
    expect(lastMenu()).toContain('&File');
    await setState(APP_FRAME, { documentName: 'War.hexmarch', dirty: false });
  });

  it('asks before closing a window with unsaved changes, and stays open on Cancel', async () => {
    await startMain();
    const setState = electron.ipcMain.handle.mock.calls.find(([c]) => c === IPC_CHANNELS.setWindowState)?.[1];
    const appFrame = { senderFrame: { url: APP_ENTRY_URL, parent: null } };
    await (setState as (e: unknown, s: unknown) => unknown)(appFrame, {
      documentName: 'War.hexmarch',
      dirty: true,
    });
    const onClose = electron.windows[0]?.on.mock.calls.find(([event]) => event === 'close')?.[1];
    const event = { preventDefault: vi.fn() };
    (onClose as (e: unknown) => void)(event);
    expect(electron.dialog.showMessageBoxSync).toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('asks once, natively, before an export replaces files, and writes nothing on Cancel', async () => {
    await startMain();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-main-export-'));
    try {
      writeFileSync(path.join(folder, 'red.png'), 'the GM’s own picture');
      electron.dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [folder] });
      electron.dialog.showMessageBox.mockResolvedValueOnce({ response: 1 });
      const saveExport = handlerOf(IPC_CHANNELS.saveExport);
      const files = [
        { name: 'red.png', bytes: new Uint8Array([1]) },
        { name: 'blue.png', bytes: new Uint8Array([2]) },
      ];
      await expect(saveExport(APP_FRAME, files)).resolves.toEqual({ cancelled: true });
      expect(electron.dialog.showMessageBox).toHaveBeenCalledTimes(1);
      expect(electron.dialog.showMessageBox.mock.calls[0]?.[1]).toMatchObject({
        message: expect.stringContaining('“red.png” already exists'),
        buttons: ['Replace', 'Cancel'],
        defaultId: 1,
        cancelId: 1,
      });
      expect(readFileSync(path.join(folder, 'red.png'), 'utf8')).toBe('the GM’s own picture');
      expect(readdirSync(folder)).toEqual(['red.png']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('asks before Save As replaces a campaign whose name the GM typed without .hexmarch', async () => {
    await startMain();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'hexmarch-main-save-'));
    try {
      writeFileSync(path.join(folder, 'War.hexmarch'), '{"format":"hexmarch"}');
      electron.dialog.showSaveDialog.mockResolvedValueOnce({
        canceled: false,
        filePath: path.join(folder, 'War'),
      });
      electron.dialog.showMessageBox.mockClear().mockResolvedValueOnce({ response: 1 });
      await expect(handlerOf(IPC_CHANNELS.showSaveDialog)(APP_FRAME, 'War.hexmarch')).resolves.toBeNull();
      expect(electron.dialog.showMessageBox.mock.calls[0]?.[1]).toMatchObject({
        message: expect.stringContaining('“War.hexmarch” already exists'),
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('opens one sandboxed window with the bundled preload and loads the app entry URL', async () => {
    await startMain();
    expect(electron.windows).toHaveLength(1);
    const [window] = electron.windows;
    expect(window?.options).toMatchObject({
      show: false,
      webPreferences: {
        preload: '/opt/hexmarch/app.asar/dist-electron/preload.cjs',
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        additionalArguments: ['--hexmarch-app-version=0.1.0'],
      },
    });
    expect(window?.loadURL).toHaveBeenCalledWith(APP_ENTRY_URL);
    expect(window?.once).toHaveBeenCalledWith('ready-to-show', expect.any(Function));
  });
});
