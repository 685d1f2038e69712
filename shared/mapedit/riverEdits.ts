import { hexName, type HexKey } from '../hex';
import type { CampaignMap } from '../map';
import { err, ok } from '../result';
import { hexOnMap, withHexes, type MapEditResult } from './mapEditResult';
import { t } from '../i18n';

/**
 * Adds or removes the river on a hex. Removing it also removes the bridge, which needs the river (HEX-7), and the
 * drawn flow direction, so a re-added river is drawn joined to its neighbours like any hand-painted river.
 */
export function toggleRiver(map: CampaignMap, key: HexKey): MapEditResult {
  const onMap = hexOnMap(map, key);
  if (!onMap.ok) return onMap;
  const hex = onMap.value;
  if (!hex.river) return ok(withHexes(map, [{ ...hex, river: true }]));
  const { riverFlow: _flow, ...rest } = hex;
  return ok(withHexes(map, [{ ...rest, river: false, bridge: false }]));
}

/** HEX-7: a bridge needs a river on its hex. */
export function toggleBridge(map: CampaignMap, key: HexKey): MapEditResult {
  const onMap = hexOnMap(map, key);
  if (!onMap.ok) return onMap;
  const hex = onMap.value;
  if (!hex.bridge && !hex.river) return err(t('mapEdit:bridgeNoRiver', { hex: hexName(key) }));
  return ok(withHexes(map, [{ ...hex, bridge: !hex.bridge }]));
}
