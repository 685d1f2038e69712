import type { HexKey } from '../hex';
import type { CampaignMap, MapHex } from '../map';
import { err, ok, type Result } from '../result';

/**
 * Every edit returns the new map or one clear message that names what is wrong and the rule it breaks
 * (GEN-10: a refused edit changes nothing). An edit that changes nothing returns the same map object, so
 * callers can tell a no-op by reference (the undo history skips it).
 */
export type MapEditResult = Result<CampaignMap, string>;

/** HEX-8: positions outside the map set do not exist. */
export function hexOnMap(map: CampaignMap, key: HexKey): Result<MapHex, string> {
  const hex = map.hexes[key];
  return hex ? ok(hex) : err(`Hex ${key} is not on the map (HEX-8).`);
}

/** A copy of the map with some hexes replaced; the untouched hexes are shared, the input is not mutated. */
export function withHexes(map: CampaignMap, changed: readonly MapHex[]): CampaignMap {
  if (changed.length === 0) return map;
  const hexes = { ...map.hexes };
  for (const hex of changed) hexes[`${hex.q},${hex.r}` as HexKey] = hex;
  return { ...map, hexes };
}
