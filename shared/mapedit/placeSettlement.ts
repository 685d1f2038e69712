import { hexName, type HexKey } from '../hex';
import {
  isPassable,
  type CampaignMap,
  type MapHex,
  type PlayerId,
  type Settlement,
  type SettlementType,
} from '../map';
import type { SideSetup } from '../mapgen/mapParams';
import { err, ok } from '../result';
import { fortressSiteRefusal } from './fortressSite';
import { hexOnMap, withHexes, type MapEditResult } from './mapEditResult';
import { t } from '../i18n';

export interface SettlementPlacement {
  readonly type: SettlementType;
  /** Required for a fortress: the player who owns and, at first, controls it (SETUP-3). Ignored otherwise. */
  readonly owner?: PlayerId;
  readonly name?: string;
}

/** HEX-6, HEX-7, SETUP-1: may a settlement stand on this hex? `ignore` is the hex a moved settlement leaves. */
export function siteRefusal(hex: MapHex, ignore?: HexKey): string | null {
  const key = `${hex.q},${hex.r}`;
  if (!isPassable(hex.terrain)) {
    return t('mapEdit:place.impassable', { hex: hexName(hex), terrain: t(`map:terrain.${hex.terrain}`) });
  }
  if (hex.settlement && key !== ignore) {
    return t('mapEdit:place.occupied', {
      hex: hexName(hex),
      settlement: t(`map:settlement.${hex.settlement.type}`),
    });
  }
  return null;
}

/**
 * Places a settlement. Villages, towns and cities start neutral (SETUP-6). A fortress needs an owner and starts
 * controlled by them (SETUP-3); when `sides` are given, the owner must be one of their players and the SETUP-3
 * site rules apply. Without sides (a map being painted before sides exist) only the owner is required.
 */
export function placeSettlement(
  map: CampaignMap,
  key: HexKey,
  placement: SettlementPlacement,
  sides?: readonly SideSetup[],
): MapEditResult {
  const onMap = hexOnMap(map, key);
  if (!onMap.ok) return onMap;
  const refusal = siteRefusal(onMap.value);
  if (refusal) return err(refusal);
  const name = placement.name?.trim();
  let settlement: Settlement;
  if (placement.type === 'fortress') {
    const owner = placement.owner;
    if (!owner) return err(t('mapEdit:place.noOwner'));
    const fortressRefusal = sides ? fortressSiteRefusal(map, key, owner, sides) : null;
    if (fortressRefusal) return err(fortressRefusal);
    settlement = { type: 'fortress', controller: owner, originalOwner: owner };
  } else {
    settlement = { type: placement.type, controller: null };
  }
  if (name) settlement = { ...settlement, name };
  return ok(withHexes(map, [{ ...onMap.value, settlement }]));
}
