import { describe, expect, it, vi } from 'vitest';

// Electron faked at the edge, as in main.test.ts, but this launch does not get the single-instance lock: another
// Hexmarch is already running.
const electron = vi.hoisted(() => {
  const untouched = () => vi.fn();
  return {
    app: {
      requestSingleInstanceLock: vi.fn(() => false),
      quit: vi.fn(),
      enableSandbox: untouched(),
      on: untouched(),
      whenReady: vi.fn(() => Promise.resolve()),
      getAppPath: () => '/opt/hexmarch/app.asar',
      getPath: () => '/tmp/hexmarch-second-instance-test',
      getVersion: () => '0.1.0',
      getLocale: vi.fn(() => 'en-US'),
    },
    BrowserWindow: vi.fn(),
    ipcMain: { handle: untouched() },
    protocol: { registerSchemesAsPrivileged: untouched(), handle: untouched() },
    session: { defaultSession: { setPermissionRequestHandler: untouched() } },
    dialog: {},
    Menu: {},
    shell: {},
  };
});
vi.mock('electron', () => electron);

describe('a second launch while Hexmarch is running', () => {
  it('quits at once and sets nothing up: no protocol, no handlers, no listeners, no window', async () => {
    await import('../../electron/main');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(electron.app.quit).toHaveBeenCalledTimes(1);
    expect(electron.app.whenReady).not.toHaveBeenCalled();
    expect(electron.app.on).not.toHaveBeenCalled();
    expect(electron.app.enableSandbox).not.toHaveBeenCalled();
    expect(electron.protocol.registerSchemesAsPrivileged).not.toHaveBeenCalled();
    expect(electron.ipcMain.handle).not.toHaveBeenCalled();
    expect(electron.BrowserWindow).not.toHaveBeenCalled();
  });
});
