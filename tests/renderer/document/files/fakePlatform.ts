import { vi } from 'vitest';
import type { DroppedFile, FileRef, MenuCommand, VersionSummary } from '@shared/ipc';
import { createBrowserVersions } from '../../../../renderer/src/platform/browserVersions';

/** A desktop-shaped platform whose files live in a Map, and whose menus the test drives. */
export function fakePlatform() {
  const disk = new Map<string, string>();
  let menu: ((command: MenuCommand) => void) | null = null;
  const refOf = (name: string): FileRef => ({ handle: `h-${name}`, name });
  // Versions (issue 32) as the browser edition keeps them, in a Map instead of IndexedDB, on a clock the test sets.
  const store = new Map<string, unknown>();
  const clock = { now: Date.UTC(2026, 10, 28, 20), utcOffsetMinutes: () => 0 };
  const versions = createBrowserVersions(
    {
      get: (key) => Promise.resolve(store.get(key)),
      set: (key, value) => Promise.resolve(void store.set(key, value)),
      del: (key) => Promise.resolve(void store.delete(key)),
    },
    { now: () => clock.now, utcOffsetMinutes: clock.utcOffsetMinutes },
  );
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
    // Main rebuilds its menus in the GM's language (issue 32); the bridge check needs every method.
    setLanguage: vi.fn(() => Promise.resolve()),
    clock,
    fileForDrop: vi.fn(async (file: DroppedFile) => {
      disk.set(file.name, await file.text());
      return refOf(file.name);
    }),
    saveVersion: vi.fn((handle: string, text: string, summary: VersionSummary) =>
      versions.record(handle.slice(2), text, summary),
    ),
    listVersions: vi.fn((handle: string) => versions.list(handle.slice(2))),
    readVersion: vi.fn(async (handle: string, id: string) => {
      const text = await versions.read(handle.slice(2), id);
      return text === null ? { ok: false as const, message: 'gone' } : { ok: true as const, text };
    }),
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
