import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeHexmarchFile } from '@shared/file';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import type { FileRef, HexmarchBridge, MenuCommand } from '@shared/ipc';
import { selectHexmarchDocument } from '../../../renderer/src/app/document';
import { createAppStore, type AppStore } from '../../../renderer/src/app/store';
import { FileSession, RECOVERY_DELAY_MS } from '../../../renderer/src/features/files/fileSession';
import { undoRequested } from '../../../renderer/src/features/history/undoable';
import { mapGenerated } from '../../../renderer/src/features/mapDocument/mapDocumentSlice';
import { generatedDocument } from '../../shared/file/documentFactory';

/** A desktop-shaped platform whose files live in a Map, and whose menus the test drives. */
function fakePlatform() {
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
    onMenuCommand: vi.fn((listener: (command: MenuCommand) => void) => {
      menu = listener;
      return () => (menu = null);
    }),
    menu: (command: MenuCommand) => menu?.(command),
  };
  return platform;
}

const otherCampaign = generatedDocument(77, 3);
let store: AppStore;
let platform: ReturnType<typeof fakePlatform>;
let confirm: ReturnType<typeof vi.fn<(question: string) => boolean>>;
let session: FileSession;

beforeEach(async () => {
  vi.useFakeTimers();
  store = createAppStore();
  platform = fakePlatform();
  confirm = vi.fn(() => true);
  session = new FileSession(platform as unknown as HexmarchBridge, store, { confirm });
  await session.start();
});
afterEach(() => {
  session.stop();
  vi.useRealTimers();
});

const newMap = generateMap(DEFAULT_MAP_PARAMS, 5);
if (!newMap.ok) throw new Error(newMap.error.join('; '));
/** An undoable change of the document: a freshly generated map. */
const editMap = () => store.dispatch(mapGenerated(newMap.value));

describe('FileSession', () => {
  it('starts clean as Untitled and marks the title once the document changes', () => {
    expect(session.getSnapshot()).toMatchObject({ name: 'Untitled', dirty: false });
    editMap();
    expect(session.getSnapshot().dirty).toBe(true);
    expect(platform.setWindowState).toHaveBeenLastCalledWith({ documentName: 'Untitled', dirty: true });
  });

  it('saves through Save As the first time, then to the same file, and is clean after', async () => {
    editMap();
    await session.save();
    expect(platform.showSaveDialog).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).toMatchObject({ name: 'Saved.hexmarch', dirty: false });
    editMap();
    await session.save();
    expect(platform.showSaveDialog).toHaveBeenCalledTimes(1);
    expect(platform.writeFile).toHaveBeenCalledTimes(2);
  });

  it('opens a file into the store and counts undo back to the saved state as unchanged', async () => {
    platform.disk.set('Other.hexmarch', serializeHexmarchFile(otherCampaign, '0.1.0'));
    platform.toOpen = 'Other.hexmarch';
    await session.open();
    expect(selectHexmarchDocument(store.getState())).toEqual(otherCampaign);
    expect(session.getSnapshot()).toMatchObject({ name: 'Other.hexmarch', dirty: false });
    editMap();
    expect(session.getSnapshot().dirty).toBe(true);
    store.dispatch(undoRequested());
    expect(session.getSnapshot().dirty).toBe(false);
  });

  it('refuses a damaged file with its plain message and leaves the current campaign untouched', async () => {
    const before = selectHexmarchDocument(store.getState());
    platform.disk.set('Broken.hexmarch', serializeHexmarchFile(otherCampaign, '0.1.0').slice(0, 300));
    platform.toOpen = 'Broken.hexmarch';
    await session.open();
    expect(selectHexmarchDocument(store.getState())).toBe(before);
    expect(session.getSnapshot().message).toEqual({
      kind: 'error',
      text: expect.stringMatching(/^Broken\.hexmarch: This Hexmarch file is damaged/),
    });
  });

  it('asks before opening another file over unsaved changes, and does nothing on No', async () => {
    editMap();
    confirm.mockReturnValue(false);
    platform.toOpen = 'Other.hexmarch';
    await session.open();
    expect(confirm).toHaveBeenCalledWith('Discard the unsaved changes to Untitled?');
    expect(platform.showOpenDialog).not.toHaveBeenCalled();
  });

  it('writes a recovery copy a moment after a change and removes it after saving', async () => {
    editMap();
    expect(platform.recovery).toBeNull();
    await vi.advanceTimersByTimeAsync(RECOVERY_DELAY_MS);
    expect(platform.recovery).toMatch(/^\{"format":"hexmarch"/);
    await session.save();
    expect(platform.recovery).toBeNull();
  });

  it('offers a recovery copy left by an unclean exit and restores it as unsaved', async () => {
    platform.recovery = serializeHexmarchFile(otherCampaign, '0.1.0');
    const next = new FileSession(platform as unknown as HexmarchBridge, createAppStore(), { confirm });
    await next.start();
    expect(next.getSnapshot().recoveryOffered).toBe(true);
    next.restoreRecovery();
    expect(next.getSnapshot()).toMatchObject({
      name: 'Recovered campaign',
      dirty: true,
      recoveryOffered: false,
    });
    next.stop();
  });

  it('routes native menu commands: Undo to the app’s history, Save As to the dialog', async () => {
    editMap();
    platform.menu({ type: 'undo' });
    expect(session.getSnapshot().dirty).toBe(false);
    platform.menu({ type: 'saveAs' });
    await vi.advanceTimersByTimeAsync(0);
    expect(platform.showSaveDialog).toHaveBeenCalled();
  });

  it('opens the export dialog for File › Export…', async () => {
    const openExport = vi.fn();
    const withExport = new FileSession(platform as unknown as HexmarchBridge, store, { confirm, openExport });
    await withExport.menuCommand({ type: 'export' });
    expect(openExport).toHaveBeenCalled();
  });

  it('saves and then closes the window when the GM chose Save in the close prompt', async () => {
    editMap();
    platform.menu({ type: 'saveAndClose' });
    await vi.advanceTimersByTimeAsync(0);
    expect(platform.writeFile).toHaveBeenCalled();
    expect(platform.closeWindow).toHaveBeenCalled();
  });
});
