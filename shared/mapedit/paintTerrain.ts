import { hexName, keyOf, spiral, type HexKey } from '../hex';
import { isPassable, type CampaignMap, type MapHex, type Terrain } from '../map';
import { err, ok } from '../result';
import { hexOnMap, withHexes, type MapEditResult } from './mapEditResult';
import { t } from '../i18n';

/** Brush radius 0..2: one hex, the hex and its ring (7), or two rings (19): "size 1–3" in the editor. */
export const BRUSH_RADII = [0, 1, 2] as const;
export type BrushRadius = (typeof BRUSH_RADII)[number];

/** HEX-6, SETUP-1: a settlement stands only on passable terrain, so it cannot be painted over with water or mountain. */
export function terrainRefusal(hex: MapHex, terrain: Terrain): string | null {
  if (hex.settlement && !isPassable(terrain)) {
    return t('mapEdit:paint.settlement', {
      terrain: t(`map:terrain.${terrain}`),
      hex: hexName(hex),
      settlement: t(`map:settlement.${hex.settlement.type}`),
    });
  }
  return null;
}

/**
 * Paints every hex a set of keys names with `terrain`.
 * Decision: a brush is a broad tool, so hexes it may not change (impassable terrain under a settlement) are skipped
 * and the rest is painted; the edit is refused only when every hex it touches is refused, with the first refusal
 * as the message. Keys off the map are ignored (HEX-8: the brush may overhang the map edge).
 */
export function paintHexes(map: CampaignMap, keys: readonly HexKey[], terrain: Terrain): MapEditResult {
  const changed: MapHex[] = [];
  let firstRefusal: string | null = null;
  let allowed = 0;
  for (const key of keys) {
    const hex = map.hexes[key];
    if (!hex) continue;
    const refusal = terrainRefusal(hex, terrain);
    if (refusal) {
      firstRefusal ??= refusal;
      continue;
    }
    allowed++;
    if (hex.terrain !== terrain) changed.push({ ...hex, terrain });
  }
  if (allowed === 0 && firstRefusal) return err(firstRefusal);
  return ok(withHexes(map, changed));
}

/** Paints the hexes within `radius` of `centre` (HEX-3 "within"). The centre must be on the map. */
export function paintTerrain(
  map: CampaignMap,
  centre: HexKey,
  radius: BrushRadius,
  terrain: Terrain,
): MapEditResult {
  const onMap = hexOnMap(map, centre);
  if (!onMap.ok) return onMap;
  if (!BRUSH_RADII.includes(radius)) return err(t('mapEdit:paint.radius', { radius }));
  return paintHexes(map, spiral(onMap.value, radius).map(keyOf), terrain);
}
