import { describe, expect, it } from 'vitest';
import { APP_MODE_IDS, APP_MODES } from '../../../renderer/src/app/appModes';
import { hexPointer } from '../../../renderer/src/features/editor/hexPointer';
import { MapView } from '../../../renderer/src/features/mapView/MapView';
import { campaignPointer } from '../../../renderer/src/features/play/campaignPointer';

describe('the app modes registry', () => {
  it('has one entry per mode id, in the tabs’ order', () => {
    expect(APP_MODE_IDS).toEqual(['map', 'campaign', 'assault']);
    expect(Object.keys(APP_MODES)).toEqual([...APP_MODE_IDS]);
  });

  it('gives each mode its pointer tool, board, bar and panels', () => {
    expect(APP_MODES.map.pointer).toBe(hexPointer);
    expect(APP_MODES.campaign.pointer).toBe(campaignPointer);
    for (const id of ['map', 'campaign'] as const) expect(APP_MODES[id].Board).toBe(MapView);
    // Tools → Assault… (issue 13): a board of its own, the zone diagram.
    expect(APP_MODES.assault.Board).not.toBe(MapView);
    for (const id of APP_MODE_IDS) {
      expect(typeof APP_MODES[id].Bar).toBe('function');
      expect(typeof APP_MODES[id].Panels).toBe('function');
    }
  });
});
