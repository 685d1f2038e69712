import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  coreCampaignOf,
  demoHexmarchDocument,
  skirmishHexmarchDocument,
  type HexmarchDocument,
} from '@shared/document';
import { loadHexmarchFile } from '@shared/file';
import type { HexmarchBridge } from '@shared/ipc';
import { autoPlayCommand } from '@shared/rulesets/core';
import { replaceDocument, selectHexmarchDocument } from '../../../renderer/src/document/document';
import { createAppStore, type AppStore } from '../../../renderer/src/app/store';
import { commandIssued } from '../../../renderer/src/campaign/campaignActions';
import { FileSession } from '../../../renderer/src/document/files/fileSession';
import { discardQuestionAnswered, selectUnsaved } from '../../../renderer/src/document/files/fileSlice';
import { redoRequested, undoRequested } from '../../../renderer/src/store/undoable';
import { selectCanUndo } from '../../../renderer/src/document/map/selectors';
import { documentFromGenerated } from '../../../renderer/src/document/map/mapDocument';
import { smallGenerated } from '../documentFixture';
import { fakePlatform } from './files/fakePlatform';

let store: AppStore;
let platform: ReturnType<typeof fakePlatform>;
let session: FileSession;

beforeEach(async () => {
  store = createAppStore();
  platform = fakePlatform();
  platform.toSave = 'my-campaign.hexmarch';
  session = new FileSession(platform as unknown as HexmarchBridge, store);
  await session.start();
});
afterEach(() => session.stop());

/** One legal command of the running campaign (what the GM's next move would be). */
function playOneCommand(): void {
  const campaign = coreCampaignOf(selectHexmarchDocument(store.getState()))!;
  store.dispatch(commandIssued({ command: autoPlayCommand(campaign, { everyone: true })! }));
}

const skirmish = () =>
  store.dispatch(
    replaceDocument({
      what: 'Opening the Skirmish (8 × 8) demo',
      undoable: true,
      load: () => ({ document: skirmishHexmarchDocument() }),
    }),
  );

const newMap = () =>
  store.dispatch(
    replaceDocument({
      what: 'Generating a new map',
      undoable: true,
      load: () => ({
        document: { mapDocument: documentFromGenerated(smallGenerated()), campaign: null },
        origin: { unsaved: true },
      }),
    }),
  );

const fileOnDisk = (): HexmarchDocument => {
  const loaded = loadHexmarchFile(platform.disk.get('my-campaign.hexmarch')!);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.document;
};

describe('replacing the document (issue 9)', () => {
  it('replaces a document with no unsaved changes at once, as Untitled, with Undo bringing it back', async () => {
    const before = selectHexmarchDocument(store.getState());
    expect(await skirmish()).toBe(true);
    expect(store.getState().file.question).toBeNull();
    expect(selectHexmarchDocument(store.getState()).mapDocument.map.width).toBe(8);
    expect(store.getState().file).toMatchObject({ name: 'Untitled', file: null });
    expect(selectUnsaved(store.getState())).toBe(false);
    store.dispatch(undoRequested());
    expect(selectHexmarchDocument(store.getState())).toBe(before);
  });

  it('after Save As and a move, asks before the demo replaces the campaign; Cancel keeps everything', async () => {
    await session.saveAs();
    playOneCommand();
    const played = selectHexmarchDocument(store.getState());
    const replacing = skirmish();
    expect(store.getState().file.question).toEqual({
      documentName: 'my-campaign.hexmarch',
      replacement: 'Opening the Skirmish (8 × 8) demo',
    });
    store.dispatch(discardQuestionAnswered({ discard: false }));
    expect(await replacing).toBe(false);
    expect(selectHexmarchDocument(store.getState())).toBe(played);
    expect(store.getState().file).toMatchObject({ name: 'my-campaign.hexmarch', question: null });
    expect(selectUnsaved(store.getState())).toBe(true);
  });

  it('after Discard, the demo is Untitled, Undo brings the campaign back, and Save never writes the user’s file', async () => {
    await session.saveAs();
    const saved = fileOnDisk();
    playOneCommand();
    const played = selectHexmarchDocument(store.getState());
    const replacing = skirmish();
    store.dispatch(discardQuestionAnswered({ discard: true }));
    expect(await replacing).toBe(true);
    expect(store.getState().file).toMatchObject({ name: 'Untitled', file: null });
    expect(selectCanUndo(store.getState())).toBe(true);

    platform.toSave = 'skirmish.hexmarch';
    await session.save();
    expect(platform.showSaveDialog).toHaveBeenCalledTimes(2);
    expect(fileOnDisk()).toEqual(saved);

    store.dispatch(undoRequested());
    expect(selectHexmarchDocument(store.getState())).toBe(played);
    // The campaign is back, but Untitled and unsaved: Save cannot write it over the skirmish file either.
    expect(store.getState().file).toMatchObject({ name: 'Untitled', file: null });
    expect(selectUnsaved(store.getState())).toBe(true);
    store.dispatch(redoRequested());
    expect(store.getState().file).toMatchObject({ name: 'Untitled', file: null });
    // An undo inside the replaced document keeps its file.
    await session.saveAs();
    playOneCommand();
    store.dispatch(undoRequested());
    expect(store.getState().file).toMatchObject({ name: 'skirmish.hexmarch' });
  });

  it('asks before a new map replaces a running campaign with unsaved changes; the new map is unsaved and Untitled', async () => {
    await session.saveAs();
    playOneCommand();
    const replacing = newMap();
    expect(store.getState().file.question?.replacement).toBe('Generating a new map');
    store.dispatch(discardQuestionAnswered({ discard: true }));
    expect(await replacing).toBe(true);
    expect(selectHexmarchDocument(store.getState()).campaign).toBeNull();
    expect(store.getState().file).toMatchObject({ name: 'Untitled', file: null });
    expect(selectUnsaved(store.getState())).toBe(true);
    expect(selectCanUndo(store.getState())).toBe(true);
  });

  it('opens a file with an empty history, under the file’s name and saved', async () => {
    playOneCommand();
    await session.saveAs();
    platform.disk.set('other.hexmarch', platform.disk.get('my-campaign.hexmarch')!);
    platform.toOpen = 'other.hexmarch';
    const opening = session.open();
    await Promise.resolve();
    expect(store.getState().file.question).toBeNull(); // saved just now: nothing to lose
    expect(await opening).toBe(true);
    expect(store.getState().file).toMatchObject({ name: 'other.hexmarch' });
    expect(selectUnsaved(store.getState())).toBe(false);
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('asks once: a second replacement while the question is open is dropped', async () => {
    playOneCommand();
    const first = skirmish();
    expect(await newMap()).toBe(false);
    expect(store.getState().file.question?.replacement).toBe('Opening the Skirmish (8 × 8) demo');
    store.dispatch(discardQuestionAnswered({ discard: true }));
    expect(await first).toBe(true);
    expect(selectHexmarchDocument(store.getState()).mapDocument.map.width).toBe(8);
  });

  it('leaves everything as it was when the replacement has nothing to load (the file dialog cancelled)', async () => {
    const before = store.getState();
    platform.toOpen = null;
    expect(await session.open()).toBe(false);
    expect(store.getState().document).toBe(before.document);
    expect(store.getState().file.name).toBe('Untitled');
  });
});

it('starts with the demo counted as saved', () => {
  const fresh = createAppStore();
  expect(selectUnsaved(fresh.getState())).toBe(false);
  expect(fresh.getState().file.saved).toBe(selectHexmarchDocument(fresh.getState()));
  expect(demoHexmarchDocument()).toEqual(selectHexmarchDocument(fresh.getState()));
});
