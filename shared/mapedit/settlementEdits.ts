import { hexName, type HexKey } from '../hex';
import type { CampaignMap, MapHex, PlayerId, Settlement } from '../map';
import type { SideSetup } from '../mapgen/mapParams';
import { err, ok, type Result } from '../result';
import { findPlayer, fortressSiteRefusal } from './fortressSite';
import { hexOnMap, withHexes, type MapEditResult } from './mapEditResult';
import { siteRefusal } from './placeSettlement';
import { t } from '../i18n';

function settlementAt(map: CampaignMap, key: HexKey): Result<MapHex & { settlement: Settlement }, string> {
  const onMap = hexOnMap(map, key);
  if (!onMap.ok) return onMap;
  const hex = onMap.value;
  if (!hex.settlement) return err(t('mapEdit:noSettlement', { hex: hexName(key) }));
  return ok({ ...hex, settlement: hex.settlement });
}

function withoutSettlement(hex: MapHex): MapHex {
  const { settlement: _removed, ...rest } = hex;
  return rest;
}

/** Moves a settlement with its name and controller; the target must be a legal site (HEX-6, HEX-7, SETUP-3). */
export function moveSettlement(
  map: CampaignMap,
  from: HexKey,
  to: HexKey,
  sides?: readonly SideSetup[],
): MapEditResult {
  const source = settlementAt(map, from);
  if (!source.ok) return source;
  if (from === to) return ok(map);
  const target = hexOnMap(map, to);
  if (!target.ok) return target;
  const refusal = siteRefusal(target.value);
  if (refusal) return err(refusal);
  const { settlement } = source.value;
  if (settlement.type === 'fortress' && sides && settlement.originalOwner) {
    const fortressRefusal = fortressSiteRefusal(map, to, settlement.originalOwner, sides, from);
    if (fortressRefusal) return err(fortressRefusal);
  }
  return ok(withHexes(map, [withoutSettlement(source.value), { ...target.value, settlement }]));
}

/** Sets or (with a blank name) clears a settlement's name. */
export function renameSettlement(map: CampaignMap, key: HexKey, name: string): MapEditResult {
  const found = settlementAt(map, key);
  if (!found.ok) return found;
  const trimmed = name.trim();
  const { settlement } = found.value;
  if ((settlement.name ?? '') === trimmed) return ok(map);
  const { name: _old, ...rest } = settlement;
  return ok(withHexes(map, [{ ...found.value, settlement: trimmed ? { ...rest, name: trimmed } : rest }]));
}

export function removeSettlement(map: CampaignMap, key: HexKey): MapEditResult {
  const found = settlementAt(map, key);
  if (!found.ok) return found;
  return ok(withHexes(map, [withoutSettlement(found.value)]));
}

/**
 * SETUP-7: control is stored per settlement as a player, or null for neutral. When sides are given the player
 * must be one of theirs.
 */
export function setController(
  map: CampaignMap,
  key: HexKey,
  controller: PlayerId | null,
  sides?: readonly SideSetup[],
): MapEditResult {
  const found = settlementAt(map, key);
  if (!found.ok) return found;
  if (controller !== null && sides && !findPlayer(sides, controller)) {
    return err(t('mapEdit:unknownController', { player: controller }));
  }
  const { settlement } = found.value;
  if (settlement.controller === controller) return ok(map);
  return ok(withHexes(map, [{ ...found.value, settlement: { ...settlement, controller } }]));
}

/**
 * ASLT-3, DATA-2 `settlement.assault`: sets a fortress's stronghold values (unit capacity, breaches), or with null
 * goes back to the defaults (6 and 0, LOC-7). Only fortresses are assaulted in the core campaign.
 */
export function setAssaultValues(
  map: CampaignMap,
  key: HexKey,
  values: { readonly unitCapacity: number; readonly breaches: number } | null,
): MapEditResult {
  const found = settlementAt(map, key);
  if (!found.ok) return found;
  const { settlement } = found.value;
  if (settlement.type !== 'fortress')
    return err(t('mapEdit:assault.onlyFortress', { settlement: t(`map:settlement.${settlement.type}`) }));
  if (values) {
    for (const [what, n] of [
      ['unitCapacity', values.unitCapacity],
      ['breaches', values.breaches],
    ] as const)
      if (!Number.isInteger(n) || n < 0) return err(t(`mapEdit:assault.${what}`));
  }
  const { assault: _old, ...rest } = settlement;
  const next = values
    ? { ...rest, assault: { unitCapacity: values.unitCapacity, breaches: values.breaches } }
    : rest;
  return ok(withHexes(map, [{ ...found.value, settlement: next }]));
}
