import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_KEYS, IPC_CHANNELS, type HexmarchBridge, type MissingBridgeKeys } from '@shared/ipc';
import { createBridge, readAppVersion } from '../../electron/createBridge';

// Electron is mocked at the edge: its real module would try to download the missing binary.
const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(), send: vi.fn(), on: vi.fn(), removeListener: vi.fn() },
}));
vi.mock('electron', () => electron);

/** Compile-time check: BRIDGE_KEYS names every key of HexmarchBridge. */
const bridgeKeysAreComplete: MissingBridgeKeys extends never ? true : false = true;

describe('readAppVersion', () => {
  it('reads the version main passed in additionalArguments', () => {
    expect(
      readAppVersion(['/opt/Hexmarch/hexmarch', '--type=renderer', '--hexmarch-app-version=2.0.1']),
    ).toBe('2.0.1');
  });

  it('falls back to 0.0.0 when the argument is missing', () => {
    expect(readAppVersion(['/opt/Hexmarch/hexmarch'])).toBe('0.0.0');
  });
});

describe('createBridge', () => {
  it('calls the getSystemInfo channel with no arguments and returns its answer', async () => {
    const invoke = vi.fn().mockResolvedValue({ os: 'linux', arch: 'x64', versions: {} });
    const bridge = createBridge(invoke, [], vi.fn());
    await expect(bridge.getSystemInfo()).resolves.toEqual({ os: 'linux', arch: 'x64', versions: {} });
    expect(invoke).toHaveBeenCalledWith(IPC_CHANNELS.getSystemInfo);
  });
});

describe('createBridge file capabilities', () => {
  it('sends each file call on its own channel with exactly its arguments', async () => {
    const invoke = vi.fn().mockResolvedValue(null);
    const bridge = createBridge(invoke, [], vi.fn());
    await bridge.showSaveDialog('War.hexmarch');
    await bridge.writeFile('h-1', '{"format":"hexmarch"}');
    await bridge.setWindowState({ documentName: 'War.hexmarch', dirty: true, extra: 'dropped' } as never);
    expect(invoke.mock.calls).toEqual([
      [IPC_CHANNELS.showSaveDialog, 'War.hexmarch'],
      [IPC_CHANNELS.writeFile, 'h-1', '{"format":"hexmarch"}'],
      [IPC_CHANNELS.setWindowState, { documentName: 'War.hexmarch', dirty: true }],
    ]);
  });

  it('delivers menu commands to the listener and stops on unsubscribe', () => {
    const unsubscribe = vi.fn();
    const subscribe = vi.fn((_channel: string, forward: (payload: unknown) => void) => {
      forward({ type: 'save' });
      return unsubscribe;
    });
    const listener = vi.fn();
    const stop = createBridge(vi.fn(), [], subscribe).onMenuCommand(listener);
    expect(subscribe).toHaveBeenCalledWith(IPC_CHANNELS.onMenuCommand, expect.any(Function));
    expect(listener).toHaveBeenCalledWith({ type: 'save' });
    stop();
    expect(unsubscribe).toHaveBeenCalled();
  });
});

describe('preload', () => {
  const originalArgv = process.argv;
  beforeEach(() => {
    vi.resetModules();
    electron.contextBridge.exposeInMainWorld.mockClear();
    electron.ipcRenderer.invoke.mockReset();
    process.argv = [...originalArgv, '--hexmarch-app-version=3.1.4'];
  });
  afterEach(() => {
    process.argv = originalArgv;
  });

  async function loadPreload(): Promise<Record<string, unknown>> {
    await import('../../electron/preload');
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0] ?? [];
    expect(name).toBe('hexmarch');
    return api as Record<string, unknown>;
  }

  it('exposes exactly one object, named hexmarch, with exactly the bridge’s keys', async () => {
    expect(bridgeKeysAreComplete).toBe(true);
    const api = await loadPreload();
    expect(Object.keys(api).sort()).toEqual([...BRIDGE_KEYS].sort());
  });

  it('never exposes ipcRenderer or any of its functions', async () => {
    const api = await loadPreload();
    const values = Object.values(api);
    expect(values).not.toContain(electron.ipcRenderer);
    expect(values).not.toContain(electron.ipcRenderer.invoke);
    expect(values).not.toContain(electron.ipcRenderer.send);
    expect(values).not.toContain(electron.ipcRenderer.on);
  });

  it('passes menu commands to the page without the IPC event (which would carry ipcRenderer)', async () => {
    const api = (await loadPreload()) as unknown as HexmarchBridge;
    const listener = vi.fn();
    const stop = api.onMenuCommand(listener);
    const [channel, forward] = electron.ipcRenderer.on.mock.calls.at(-1) ?? [];
    expect(channel).toBe(IPC_CHANNELS.onMenuCommand);
    (forward as (event: unknown, payload: unknown) => void)(
      { sender: electron.ipcRenderer },
      { type: 'undo' },
    );
    expect(listener.mock.calls).toEqual([[{ type: 'undo' }]]);
    stop();
    expect(electron.ipcRenderer.removeListener).toHaveBeenCalledWith(IPC_CHANNELS.onMenuCommand, forward);
  });

  it('says it is the desktop edition and carries the version main passed', async () => {
    const api = (await loadPreload()) as unknown as HexmarchBridge;
    expect(api.edition).toBe('desktop');
    expect(api.appVersion).toBe('3.1.4');
  });

  it('routes getSystemInfo to its own channel through ipcRenderer.invoke', async () => {
    electron.ipcRenderer.invoke.mockResolvedValue({ os: 'linux', arch: 'x64', versions: { node: '22' } });
    const api = (await loadPreload()) as unknown as HexmarchBridge;
    await expect(api.getSystemInfo()).resolves.toEqual({
      os: 'linux',
      arch: 'x64',
      versions: { node: '22' },
    });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith(IPC_CHANNELS.getSystemInfo);
  });

  it('exposes saveExport, which sends only each file’s name and bytes on the saveExport channel', async () => {
    electron.ipcRenderer.invoke.mockResolvedValue({ saved: ['map.pdf'] });
    const api = (await loadPreload()) as unknown as HexmarchBridge;
    const bytes = new Uint8Array([1, 2, 3]);
    const file = { name: 'map.pdf', bytes, type: 'application/pdf', path: '/etc/passwd' };
    await expect(api.saveExport([file])).resolves.toEqual({ saved: ['map.pdf'] });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith(IPC_CHANNELS.saveExport, [
      { name: 'map.pdf', bytes },
    ]);
  });
});
