import { DIRECTIONS, distance, keyOf, neighbor, parseHexKey, type HexKey } from '../../../hex';
import { isPassable, type CampaignMap } from '../../../map';

/**
 * SETUP-4 with BOT-1: the fortress hex, then its neighbours in direction order, then (Decision, when those run out)
 * the nearest legal hexes by distance from the fortress, then hex order. `taken` hexes are skipped (no two armies
 * of a side share a hex; other armies are avoided too, so setup never starts a battle).
 */
export function placeArmies(
  map: CampaignMap,
  fortress: HexKey,
  count: number,
  taken: ReadonlySet<HexKey>,
): HexKey[] {
  const at = parseHexKey(fortress);
  const legal = (key: HexKey) => {
    const hex = map.hexes[key];
    return hex !== undefined && isPassable(hex.terrain) && !taken.has(key);
  };
  const near = [fortress, ...DIRECTIONS.map((d) => keyOf(neighbor(at, d)))];
  const nearby = near.filter(legal);
  if (nearby.length >= count) return nearby.slice(0, count);
  const rest = (Object.keys(map.hexes) as HexKey[])
    .filter((key) => !near.includes(key))
    .map((key) => ({ key, pos: parseHexKey(key) }))
    .sort((a, b) => distance(at, a.pos) - distance(at, b.pos) || a.pos.q - b.pos.q || a.pos.r - b.pos.r)
    .map(({ key }) => key);
  return [...near, ...rest].filter(legal).slice(0, count);
}
