import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeHexmarchFile } from '@shared/file';
import type { HexmarchBridge } from '@shared/ipc';
import { selectHexmarchDocument } from '../../../../renderer/src/document/document';
import { createAppStore, type AppStore } from '../../../../renderer/src/app/store';
import { FileSession, RECOVERY_DELAY_MS } from '../../../../renderer/src/document/files/fileSession';
import { undoRequested } from '../../../../renderer/src/store/undoable';
import { campaignAbandoned } from '../../../../renderer/src/campaign/campaignActions';
import { discardQuestionAnswered } from '../../../../renderer/src/document/files/fileSlice';
import { requestMapEdit } from '../../../../renderer/src/document/map/requestMapEdit';
import { generatedDocument } from '../../../shared/file/documentFactory';
import { fakePlatform } from './fakePlatform';
import { at } from '../../../shared/mapedit/smallMap';
import { storeWith } from '../../documentFixture';

const otherCampaign = generatedDocument(77, 3);
let store: AppStore;
let platform: ReturnType<typeof fakePlatform>;
/** The GM's answer to the discard question, given as soon as it is asked (null: leave it unanswered). */
let answer: boolean | null;
let session: FileSession;

beforeEach(async () => {
  vi.useFakeTimers();
  // The small map with no campaign, so map edits change the document in place.
  store = storeWith();
  answer = true;
  store.startListening({
    predicate: (_action, current, previous) =>
      current.file.question !== null && previous.file.question === null,
    effect: (_action, api) => {
      if (answer !== null) api.dispatch(discardQuestionAnswered({ discard: answer }));
    },
  });
  platform = fakePlatform();
  session = new FileSession(platform as unknown as HexmarchBridge, store);
  await session.start();
});
afterEach(() => {
  session.stop();
  vi.useRealTimers();
});

let paints = 0;
/**
 * An undoable change of the document in place: one hex painted, another terrain each time; with a campaign
 * running (the map locked, SETUP-1), the campaign abandoned.
 */
const editMap = () =>
  store.getState().document.present.campaign
    ? store.dispatch(campaignAbandoned())
    : store.dispatch(
        requestMapEdit({
          kind: 'terrainPainted',
          centre: at(1, 1),
          radius: 0,
          terrain: ++paints % 2 ? 'hills' : 'forest',
          strokeId: `s${paints}`,
        }),
      );

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

  it('asks before opening another file over unsaved changes, and does nothing on Cancel', async () => {
    editMap();
    const before = selectHexmarchDocument(store.getState());
    answer = null;
    platform.toOpen = 'Other.hexmarch';
    const opening = session.open();
    expect(store.getState().file.question).toEqual({
      documentName: 'Untitled',
      replacement: 'Opening another file',
    });
    store.dispatch(discardQuestionAnswered({ discard: false }));
    expect(await opening).toBe(false);
    expect(platform.showOpenDialog).not.toHaveBeenCalled();
    expect(selectHexmarchDocument(store.getState())).toBe(before);
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
    const next = new FileSession(platform as unknown as HexmarchBridge, createAppStore());
    await next.start();
    expect(next.getSnapshot().recoveryOffered).toBe(true);
    await next.restoreRecovery();
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
    const withExport = new FileSession(platform as unknown as HexmarchBridge, store, { openExport });
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
