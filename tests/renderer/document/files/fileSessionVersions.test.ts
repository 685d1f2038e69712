import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHexmarchFile, serializeHexmarchFile } from '@shared/file';
import type { HexmarchBridge } from '@shared/ipc';
import { selectHexmarchDocument } from '../../../../renderer/src/document/document';
import type { AppStore } from '../../../../renderer/src/app/store';
import { FileSession } from '../../../../renderer/src/document/files/fileSession';
import { selectUnsaved } from '../../../../renderer/src/document/files/fileSlice';
import { undoRequested } from '../../../../renderer/src/store/undoable';
import { requestMapEdit } from '../../../../renderer/src/document/map/requestMapEdit';
import { generatedDocument } from '../../../shared/file/documentFactory';
import { fakePlatform } from './fakePlatform';
import { at } from '../../../shared/mapedit/smallMap';
import { storeWith } from '../../documentFixture';

let store: AppStore;
let platform: ReturnType<typeof fakePlatform>;
let session: FileSession;

beforeEach(async () => {
  store = storeWith();
  platform = fakePlatform();
  session = new FileSession(platform as unknown as HexmarchBridge, store);
  await session.start();
});
afterEach(() => session.stop());

let strokes = 0;
const paint = (terrain: 'hills' | 'forest' | 'marsh') =>
  store.dispatch(
    requestMapEdit({
      kind: 'terrainPainted',
      centre: at(1, 1),
      radius: 0,
      terrain,
      strokeId: `v${++strokes}`,
    }),
  );
const terrainAt11 = () => selectHexmarchDocument(store.getState()).mapDocument.map.hexes[at(1, 1)]?.terrain;

describe('Versions (issue 32)', () => {
  it('keeps a snapshot at every save, with its time and summary, and none before the first save', async () => {
    await expect(session.versions()).resolves.toEqual([]);
    paint('hills');
    await session.save(); // asks where: Saved.hexmarch
    platform.clock.now += 60_000;
    paint('forest');
    await session.save();
    const versions = await session.versions();
    expect(versions).toHaveLength(2);
    expect(versions[0]!.savedAt - versions[1]!.savedAt).toBe(60_000);
    const map = selectHexmarchDocument(store.getState()).mapDocument.map;
    expect(versions[0]!.summary).toEqual({ title: '', turn: null, width: map.width, height: map.height });
    // The newest snapshot is exactly the file just saved.
    const newest = await session.versionText(versions[0]!.id);
    expect(newest).toEqual({ ok: true, text: platform.disk.get('Saved.hexmarch') });
  });

  it('summarises a campaign by its name and turn', async () => {
    platform.disk.set('War.hexmarch', serializeHexmarchFile(generatedDocument(5, 2), '0.1.0'));
    await session.openRef({ handle: 'h-War.hexmarch', name: 'War.hexmarch' });
    await session.save();
    const [version] = await session.versions();
    const campaign = selectHexmarchDocument(store.getState()).campaign!;
    expect(version!.summary).toMatchObject({ title: campaign.name, turn: campaign.turn.number });
  });

  it('prunes as it saves: 25 saves in an evening keep the 20 newest', async () => {
    paint('hills');
    for (let i = 0; i < 25; i++) {
      await session.save();
      platform.clock.now += 60_000;
    }
    const versions = await session.versions();
    expect(versions).toHaveLength(20);
    expect(platform.listVersions).toHaveBeenCalled();
  });

  it('restores a snapshot as one Undo step, without asking, and Undo brings back what was there', async () => {
    paint('hills');
    await session.save();
    platform.clock.now += 60_000;
    paint('forest');
    await session.save();
    paint('marsh'); // unsaved work on top
    expect(selectUnsaved(store.getState())).toBe(true);
    const [, older] = await session.versions();
    await expect(session.restoreVersion(older!)).resolves.toBe(true);
    expect(store.getState().file.question).toBeNull();
    expect(terrainAt11()).toBe('hills');
    // Still the same file, and unsaved: Save writes the restored campaign over Saved.hexmarch.
    expect(store.getState().file.file?.name).toBe('Saved.hexmarch');
    expect(selectUnsaved(store.getState())).toBe(true);
    expect(store.getState().file.message?.text).toMatch(/Undo brings back what was there/);
    store.dispatch(undoRequested());
    expect(terrainAt11()).toBe('marsh');
  });

  it('refuses a snapshot that no longer opens, leaving the campaign as it is', async () => {
    paint('hills');
    await session.save();
    const [version] = await session.versions();
    platform.readVersion.mockResolvedValueOnce({
      ok: true,
      text: '{"format":"hexmarch","version":1,"document":{}}',
    });
    await expect(session.restoreVersion(version!)).resolves.toBe(false);
    expect(terrainAt11()).toBe('hills');
    expect(store.getState().file.message?.kind).toBe('error');
  });

  it('opens a dropped campaign through the same path as Open…, and refuses a bad one in its words', async () => {
    const good = serializeHexmarchFile(generatedDocument(9, 2), '0.1.0');
    const file = (name: string, text: string) => ({
      name,
      size: text.length,
      text: () => Promise.resolve(text),
    });
    await expect(session.openDropped(file('Dropped.hexmarch', good))).resolves.toBe(true);
    expect(store.getState().file.name).toBe('Dropped.hexmarch');
    expect(loadHexmarchFile(good).ok).toBe(true);
    await expect(session.openDropped(file('notes.txt', 'hello'))).resolves.toBe(false);
    expect(store.getState().file.message?.text).toMatch(/^notes\.txt: /);
    expect(store.getState().file.name).toBe('Dropped.hexmarch');
  });
});
