import { describe, expect, it } from 'vitest';
import { APP_MODE_IDS, APP_MODES } from '../../../renderer/src/app/appModes';
import { hexPointer } from '../../../renderer/src/features/editor/hexPointer';
import { MapView } from '../../../renderer/src/features/mapView/MapView';
import { campaignPointer } from '../../../renderer/src/features/play/campaignPointer';
import { DefenseMode } from '../../../renderer/src/features/defense/DefenseMode';
import { defenseClosed, defenseOpened } from '../../../renderer/src/features/defense/defenseSlice';
import { modeChosen, playSlice } from '../../../renderer/src/features/play/playSlice';

describe('the app modes registry', () => {
  it('has one entry per mode id, in the tabs’ order', () => {
    expect(APP_MODE_IDS).toEqual(['map', 'campaign', 'assault', 'defense']);
    expect(Object.keys(APP_MODES)).toEqual([...APP_MODE_IDS]);
  });

  it('gives each mode its pointer tool, board and bar; the map modes their panels', () => {
    expect(APP_MODES.map.pointer).toBe(hexPointer);
    expect(APP_MODES.campaign.pointer).toBe(campaignPointer);
    for (const id of ['map', 'campaign'] as const) {
      expect(APP_MODES[id].Board).toBe(MapView);
      expect(typeof APP_MODES[id].Panels).toBe('function');
    }
    // Tools → Assault… (issue 13): a board of its own, the zone diagram.
    expect(APP_MODES.assault.Board).not.toBe(MapView);
    for (const id of APP_MODE_IDS) expect(typeof APP_MODES[id].Bar).toBe('function');
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
