import { describe, expect, it } from 'vitest';
import { coreCampaignOf, campaignOnMap, demoHexmarchDocument } from '@shared/document';
import { documentReplaced, selectHexmarchDocument } from '../../../renderer/src/document/document';
import { createAppStore } from '../../../renderer/src/app/store';
import { undoRequested } from '../../../renderer/src/store/undoable';
import { requestMapEdit } from '../../../renderer/src/document/map/requestMapEdit';
import { at } from '../../shared/mapedit/smallMap';
import { smallDocument, storeWith } from '../documentFixture';

describe('the document in the store', () => {
  it('opens on the demo campaign, set up and ready to play at turn 1 MOVE', () => {
    const store = createAppStore();
    const { mapDocument } = selectHexmarchDocument(store.getState());
    const campaign = coreCampaignOf(selectHexmarchDocument(store.getState()));
    expect(mapDocument.map.width).toBe(30);
    expect(campaign?.status).toBe('running');
    expect(campaign?.turn).toMatchObject({ number: 1, phase: 'MOVE' });
    expect(campaign?.sides).toHaveLength(2);
    expect(campaign?.armies.ids).toHaveLength(12);
    expect(store.getState().play.mode).toBe('campaign');
  });

  it('replaces the document on documentReplaced and starts an empty undo history', () => {
    const store = storeWith();
    store.dispatch(
      requestMapEdit({
        kind: 'terrainPainted',
        centre: at(1, 1),
        radius: 0,
        terrain: 'hills',
        strokeId: 's',
      }),
    );
    expect(store.getState().document.past).toHaveLength(1);
    const opened = demoHexmarchDocument();
    store.dispatch(documentReplaced(opened));
    expect(selectHexmarchDocument(store.getState())).toBe(opened);
    expect(store.getState().document.past).toHaveLength(0);
    store.dispatch(undoRequested());
    expect(selectHexmarchDocument(store.getState())).toBe(opened);
  });

  it('refuses map edits while a campaign runs, citing SETUP-1', () => {
    const demo = demoHexmarchDocument();
    const store = storeWith(smallDocument());
    store.dispatch(documentReplaced(demo));
    const refusal = store.dispatch(
      requestMapEdit({
        kind: 'terrainPainted',
        centre: at(1, 1),
        radius: 0,
        terrain: 'hills',
        strokeId: 's',
      }),
    );
    expect(refusal).toMatch(/^SETUP-1/);
    expect(selectHexmarchDocument(store.getState())).toBe(demo);
  });

  it('sets up the demo campaign the same way every time (fixed seed)', () => {
    const a = campaignOnMap(demoHexmarchDocument().mapDocument, 5);
    const b = campaignOnMap(demoHexmarchDocument().mapDocument, 5);
    expect(JSON.stringify(a.log)).toBe(JSON.stringify(b.log));
  });
});
