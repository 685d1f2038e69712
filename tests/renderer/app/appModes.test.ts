import { describe, expect, it } from 'vitest';
import { APP_MODE_IDS, APP_MODES } from '../../../renderer/src/app/appModes';
import { CampaignBoard, campaignViewPointer } from '../../../renderer/src/app/CampaignView';
import { RULESET_VIEWS, selectCampaignRuleset } from '../../../renderer/src/app/rulesetViews';
import { createAppStore } from '../../../renderer/src/app/store';
import { hexPointer } from '../../../renderer/src/features/editor/hexPointer';
import { FsBoard } from '../../../renderer/src/features/firestorm/FsBoard';
import { fsPointer } from '../../../renderer/src/features/firestorm/fsPointer';
import { MapView } from '../../../renderer/src/features/mapView/MapView';
import { campaignPointer } from '../../../renderer/src/features/play/campaignPointer';
import { setupRulesetChosen } from '../../../renderer/src/features/play/playSlice';
import { replaceDocument } from '../../../renderer/src/features/document/replaceDocument';
import { firestormDemoDocument } from '@shared/document';
import { CAMPAIGN_RULESETS } from '../../../renderer/src/features/setup/rulesetLabels';

describe('the app modes registry', () => {
  it('has one entry per mode id, in the tabs’ order', () => {
    expect(APP_MODE_IDS).toEqual(['map', 'campaign', 'assault']);
    expect(Object.keys(APP_MODES)).toEqual([...APP_MODE_IDS]);
  });

  it('gives each mode its pointer tool, board, bar and panels', () => {
    expect(APP_MODES.map.pointer).toBe(hexPointer);
    expect(APP_MODES.map.Board).toBe(MapView);
    // The Campaign tab hands every part to the view of the campaign's ruleset.
    expect(APP_MODES.campaign.pointer).toBe(campaignViewPointer);
    expect(APP_MODES.campaign.Board).toBe(CampaignBoard);
    // Tools → Assault… (issue 13): a board of its own, the zone diagram.
    expect(APP_MODES.assault.Board).not.toBe(MapView);
    for (const id of APP_MODE_IDS) {
      expect(typeof APP_MODES[id].Bar).toBe('function');
      expect(typeof APP_MODES[id].Panels).toBe('function');
    }
  });
});

describe('the ruleset views registry', () => {
  it('has core and Firestorm, each with its pointer tool and board, and a label for the setup', () => {
    expect(Object.keys(RULESET_VIEWS)).toEqual(CAMPAIGN_RULESETS);
    expect(RULESET_VIEWS.core.pointer).toBe(campaignPointer);
    expect(RULESET_VIEWS.core.Board).toBe(MapView);
    expect(RULESET_VIEWS.firestorm.pointer).toBe(fsPointer);
    expect(RULESET_VIEWS.firestorm.Board).toBe(FsBoard);
  });

  it('shows the setup the GM chose while no campaign runs, then the running campaign’s ruleset', async () => {
    const store = createAppStore();
    expect(selectCampaignRuleset(store.getState())).toBe('core');
    store.dispatch(setupRulesetChosen('firestorm'));
    // The starting document is the core demo: its ruleset wins over the setup choice.
    expect(selectCampaignRuleset(store.getState())).toBe('core');
    await store.dispatch(
      replaceDocument({
        what: 'Opening the Firestorm demo',
        undoable: true,
        load: () => ({ document: firestormDemoDocument(1) }),
      }),
    );
    expect(selectCampaignRuleset(store.getState())).toBe('firestorm');
  });
});
