import { vi } from 'vitest';
import type { FileRef, MenuCommand } from '@shared/ipc';

/** A desktop-shaped platform whose files live in a Map, and whose menus the test drives. */
export function fakePlatform() {
  const disk = new Map<string, string>();
  let menu: ((command: MenuCommand) => void) | null = null;
  const refOf = (name: string): FileRef => ({ handle: `h-${name}`, name });
  const platform = {
    edition: 'desktop',
    appVersion: '0.1.0',
    disk,
    recovery: null as string | null,
    toOpen: null as string | null,
    toSave: 'Saved.hexmarch' as string | null,
    getSystemInfo: vi.fn(),
    showOpenDialog: vi.fn(() => Promise.resolve(platform.toOpen ? refOf(platform.toOpen) : null)),
    showSaveDialog: vi.fn(() => Promise.resolve(platform.toSave ? refOf(platform.toSave) : null)),
    readFile: vi.fn((handle: string) => {
      const text = disk.get(handle.slice(2));
      return Promise.resolve(
        text === undefined ? { ok: false as const, message: 'gone' } : { ok: true as const, text },
      );
    }),
    writeFile: vi.fn((handle: string, text: string) => {
      disk.set(handle.slice(2), text);
      return Promise.resolve({ ok: true as const });
    }),
    writeRecovery: vi.fn((text: string | null) => {
      platform.recovery = text;
      return Promise.resolve();
    }),
    readRecovery: vi.fn(() => Promise.resolve(platform.recovery)),
    takeLaunchFile: vi.fn(() => Promise.resolve(null)),
    setWindowState: vi.fn(() => Promise.resolve()),
    closeWindow: vi.fn(() => Promise.resolve()),
    openExternal: vi.fn(),
    // The order tent (issue 28): closed, with this computer only to listen on.
    tentAddresses: vi.fn(() => Promise.resolve([{ address: '127.0.0.1', label: 'This computer only' }])),
    openTent: vi.fn(() => Promise.resolve({ ok: false as const, message: 'not in tests' })),
    updateTent: vi.fn(() => Promise.resolve({ ok: true as const, value: null })),
    tentStatus: vi.fn(() => Promise.resolve(null)),
    takeTentOrders: vi.fn(() => Promise.resolve({ ok: false as const, message: 'not in tests' })),
    unlockTentSeat: vi.fn(() => Promise.resolve({ ok: false as const, message: 'not in tests' })),
    closeTent: vi.fn(() => Promise.resolve()),
    onMenuCommand: vi.fn((listener: (command: MenuCommand) => void) => {
      menu = listener;
      return () => (menu = null);
    }),
    menu: (command: MenuCommand) => menu?.(command),
  };
  return platform;
}
