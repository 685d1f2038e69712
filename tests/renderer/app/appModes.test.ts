import { describe, expect, it } from 'vitest';
import { APP_MODE_IDS, APP_MODES } from '../../../renderer/src/app/appModes';
import { CampaignBoard, campaignViewPointer } from '../../../renderer/src/app/CampaignView';
import { RULESET_UIS } from '../../../renderer/src/rulesets';
import { selectCampaignRuleset } from '../../../renderer/src/campaign/playSelectors';
import { CoreBoard } from '../../../renderer/src/rulesets/core/board/CoreBoard';
import { createAppStore } from '../../../renderer/src/app/store';
import { hexPointer } from '../../../renderer/src/editor/hexPointer';
import { FsBoard } from '../../../renderer/src/rulesets/firestorm/FsBoard';
import { fsPointer } from '../../../renderer/src/rulesets/firestorm/fsPointer';
import { MapView } from '../../../renderer/src/editor/MapView';
import { campaignPointer } from '../../../renderer/src/rulesets/core/campaignPointer';
import { DefenseMode } from '../../../renderer/src/rulesets/defense/DefenseMode';
import { defenseClosed, defenseOpened } from '../../../renderer/src/rulesets/defense/defenseSlice';
import { modeChosen, playSlice, setupRulesetChosen } from '../../../renderer/src/campaign/playSlice';
import { replaceDocument } from '../../../renderer/src/document/replaceDocument';
import { firestormDemoDocument } from '@shared/document';
import { CAMPAIGN_RULESETS } from '../../../renderer/src/campaign/rulesetLabels';

describe('the app modes registry', () => {
  it('has one entry per mode id, in the tabs’ order', () => {
    expect(APP_MODE_IDS).toEqual(['map', 'campaign', 'assault', 'defense']);
    expect(Object.keys(APP_MODES)).toEqual([...APP_MODE_IDS]);
  });

  it('gives each mode its pointer tool, board and bar; the map modes their panels', () => {
    expect(APP_MODES.map.pointer).toBe(hexPointer);
    expect(APP_MODES.map.Board).toBe(MapView);
    // The Campaign tab hands every part to the view of the campaign's ruleset.
    expect(APP_MODES.campaign.pointer).toBe(campaignViewPointer);
    expect(APP_MODES.campaign.Board).toBe(CampaignBoard);
    // Tools → Assault… (issue 13): a board of its own, the zone diagram.
    expect(APP_MODES.assault.Board).not.toBe(MapView);
    for (const id of APP_MODE_IDS) expect(typeof APP_MODES[id].Bar).toBe('function');
    for (const id of ['map', 'campaign', 'assault'] as const)
      expect(typeof APP_MODES[id].Panels).toBe('function');
  });

  it('registers the settlement defense as a mode with its own board and no side panel', () => {
    expect(APP_MODES.defense.Board).toBe(DefenseMode);
    expect('Panels' in APP_MODES.defense).toBe(false);
  });

  it('opening the defense (tab or campaign settlement) shows its mode; closing it goes back to the campaign', () => {
    const start = playSlice.getInitialState();
    const opened = playSlice.reducer(start, defenseOpened(null));
    expect(opened.mode).toBe('defense');
    expect(playSlice.reducer(opened, defenseClosed()).mode).toBe('campaign');
    const onMap = playSlice.reducer(start, modeChosen('map'));
    expect(playSlice.reducer(onMap, defenseClosed()).mode).toBe('map');
  });
});

describe('the rulesets registry', () => {
  it('has core and Firestorm, each with its pointer tool and board, and a label for the setup', () => {
    const campaignRulesets = Object.entries(RULESET_UIS).filter(([, ui]) => 'campaign' in ui);
    expect(campaignRulesets.map(([id]) => id)).toEqual(CAMPAIGN_RULESETS);
    expect(RULESET_UIS.core.campaign.pointer).toBe(campaignPointer);
    expect(RULESET_UIS.core.campaign.Board).toBe(CoreBoard);
    expect(RULESET_UIS.firestorm.campaign.pointer).toBe(fsPointer);
    expect(RULESET_UIS.firestorm.campaign.Board).toBe(FsBoard);
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
