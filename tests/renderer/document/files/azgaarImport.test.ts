import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importAzgaarWorld } from '@shared/interchange/azgaar';
import type { HexmarchBridge } from '@shared/ipc';
import type { AppStore } from '../../../../renderer/src/app/store';
import { selectHexmarchDocument } from '../../../../renderer/src/document/document';
import { FileSession } from '../../../../renderer/src/document/files/fileSession';
import { discardQuestionAnswered } from '../../../../renderer/src/document/files/fileSlice';
import { requestMapEdit } from '../../../../renderer/src/document/map/requestMapEdit';
import { undoRequested } from '../../../../renderer/src/store/undoable';
import { at } from '../../../shared/mapedit/smallMap';
import { storeWith } from '../../documentFixture';
import { fakePlatform } from './fakePlatform';

const WORLD = readFileSync(
  fileURLToPath(new URL('../../../fixtures/azgaar/little-marches.json', import.meta.url)),
  'utf8',
);

let store: AppStore;
let platform: ReturnType<typeof fakePlatform>;
let session: FileSession;

beforeEach(async () => {
  vi.useFakeTimers();
  store = storeWith();
  platform = fakePlatform();
  session = new FileSession(platform as unknown as HexmarchBridge, store);
  await session.start();
});
afterEach(() => {
  session.stop();
  vi.useRealTimers();
});

describe('File › Import Azgaar world… (issue 31)', () => {
  it('asks the platform for an Azgaar export, reads it and hands the world to the dialog', async () => {
    platform.disk.set('Little Marches.json', WORLD);
    platform.toOpen = 'Little Marches.json';
    const picked = await session.pickAzgaarWorld();
    expect(platform.showOpenDialog).toHaveBeenCalledWith('azgaar');
    expect(picked?.fileName).toBe('Little Marches.json');
    expect(picked?.world.burgs).toHaveLength(6);
  });

  it('says why a file is refused and changes nothing', async () => {
    platform.disk.set('save.map', '1.108.11|File can be loaded in azgaar.github.io/Fantasy-Map-Generator|x');
    platform.toOpen = 'save.map';
    const before = selectHexmarchDocument(store.getState());
    expect(await session.pickAzgaarWorld()).toBeNull();
    expect(store.getState().file.message).toEqual({
      kind: 'error',
      text: "save.map: This is Azgaar's own .map save, a compressed text format only Azgaar reads. Export the full JSON from Azgaar: Menu → Export → JSON (Full).",
    });
    expect(selectHexmarchDocument(store.getState())).toBe(before);
  });

  it('replaces unsaved work only when the GM agrees, and Undo brings it back', async () => {
    platform.disk.set('w.json', WORLD);
    platform.toOpen = 'w.json';
    const picked = (await session.pickAzgaarWorld())!;
    const made = importAzgaarWorld(picked.world, { width: 16, height: 10, cropToLand: true });
    if (!made.ok) throw new Error(made.error);
    store.dispatch(
      requestMapEdit({
        kind: 'terrainPainted',
        centre: at(1, 1),
        radius: 0,
        terrain: 'hills',
        strokeId: 's1',
      }),
    );
    const edited = selectHexmarchDocument(store.getState());

    const refused = session.importAzgaar(made.value, 'Little Marches');
    expect(store.getState().file.question).toEqual({
      documentName: 'Untitled',
      replacement: 'Importing an Azgaar world',
    });
    store.dispatch(discardQuestionAnswered({ discard: false }));
    expect(await refused).toBe(false);
    expect(selectHexmarchDocument(store.getState())).toBe(edited);

    const agreed = session.importAzgaar(made.value, 'Little Marches');
    store.dispatch(discardQuestionAnswered({ discard: true }));
    expect(await agreed).toBe(true);
    const now = selectHexmarchDocument(store.getState());
    expect(now.mapDocument).toBe(made.value.mapDocument);
    expect(now.campaign).toBeNull();
    expect(store.getState().file).toMatchObject({ name: 'Untitled', file: null });
    expect(store.getState().file.message?.text).toBe(
      'Imported Little Marches: 1 city, 1 town, 2 villages, 2 fortresses and 2 rivers.',
    );
    store.dispatch(undoRequested());
    expect(selectHexmarchDocument(store.getState())).toEqual(edited);
  });

  it('opens the dialog from the native menu item', async () => {
    const open = vi.fn();
    session.stop();
    session = new FileSession(platform as unknown as HexmarchBridge, store, { openImport: open });
    await session.start();
    platform.menu({ type: 'importAzgaar' });
    expect(open).toHaveBeenCalledOnce();
  });
});
