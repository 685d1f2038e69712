import { describe, expect, it } from 'vitest';
import { APP_MODE_IDS, APP_MODES } from '../../../renderer/src/app/appModes';
import { hexPointer } from '../../../renderer/src/features/editor/hexPointer';
import { MapView } from '../../../renderer/src/features/mapView/MapView';
import { campaignPointer } from '../../../renderer/src/features/play/campaignPointer';
import { DefenseMode } from '../../../renderer/src/features/defense/DefenseMode';

describe('the app modes registry', () => {
  it('has one entry per mode id, in the tabs’ order', () => {
    expect(APP_MODE_IDS).toEqual(['map', 'campaign', 'defense']);
    expect(Object.keys(APP_MODES)).toEqual([...APP_MODE_IDS]);
  });

  it('gives the map modes their pointer tool, the hex board, a bar and panels', () => {
    expect(APP_MODES.map.pointer).toBe(hexPointer);
    expect(APP_MODES.campaign.pointer).toBe(campaignPointer);
    for (const id of ['map', 'campaign'] as const) {
      expect(APP_MODES[id].Board).toBe(MapView);
      expect(typeof APP_MODES[id].Bar).toBe('function');
      expect(typeof APP_MODES[id].Panels).toBe('function');
    }
  });

  it('registers the settlement defense as a mode with its own board, kept alive across tab switches', () => {
    expect(APP_MODES.defense.Board).toBe(DefenseMode);
    expect(APP_MODES.defense.keepAlive).toBe(true);
    expect('Panels' in APP_MODES.defense).toBe(false);
  });
});
