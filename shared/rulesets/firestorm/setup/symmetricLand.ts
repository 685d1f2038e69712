import { axialToOddQ, keyOf, oddQToAxial, type HexKey } from '../../../hex';
import { isPassable, type CampaignMap, type MapHex } from '../../../map';
import { stepsFrom } from './startFairness';

/**
 * The hexes a W×H odd-q rectangle (HEX-4) maps `col,row` to under the symmetries that swap its corners:
 * - even width: the half turn (col, row) → (W−1−col, H−1−row), exact on odd-q because it swaps column parity;
 * - odd width: the left–right mirror (W−1−col, row), exact, and the top–bottom mirror, which on odd-q sends an even
 *   column's row r to H−1−r and an odd column's (shifted down half a hex) to H−2−r; the odd columns' bottom hexes
 *   have no image there.
 */
function images(width: number, height: number, col: number, row: number): { col: number; row: number }[] {
  if (width % 2 === 0) return [{ col: width - 1 - col, row: height - 1 - row }];
  const flip = (c: number, r: number) => ({ col: c, row: c % 2 === 0 ? height - 1 - r : height - 2 - r });
  const mirror = width - 1 - col;
  return [{ col: mirror, row }, flip(col, row), flip(mirror, row)];
}

/** A hex of a generated rectangle with its images under symmetricLand's symmetries (no repeats, the hex first). */
export function mirrorOrbit(map: CampaignMap, key: HexKey): HexKey[] {
  const { width, height } = map;
  const hex = map.hexes[key];
  if (width === undefined || height === undefined || !hex) return [key];
  const { col, row } = axialToOddQ(hex);
  const orbit: HexKey[] = [key];
  for (const p of images(width, height, col, row)) {
    const image = keyOf(oddQToAxial(p));
    if (map.hexes[image] && !orbit.includes(image)) orbit.push(image);
  }
  return orbit;
}

/**
 * Decision (issue 24, fair starts): a generated Firestorm map made symmetric in what Firestorm reads of it, which
 * is passability alone (FS-MAP-1), so that the corners' starts (FS-SETUP-3) see the same land. Each hex and its
 * images (above) become impassable together when any of them is impassable, taking that one's terrain; on an odd
 * width the odd columns' bottom hexes, which have no image, become water. A settlement on a hex that becomes
 * impassable is dropped (Firestorm ignores settlements, FS-MAP-2). Rivers and bridges are kept. Returns the map
 * itself when it is not a generated rectangle.
 */
export function symmetricLand(map: CampaignMap): CampaignMap {
  const { width, height } = map;
  if (width === undefined || height === undefined) return map;
  const hexes: Record<HexKey, MapHex> = { ...map.hexes };
  const at = (col: number, row: number): MapHex | undefined => map.hexes[keyOf(oddQToAxial({ col, row }))];
  const impassable = (hex: MapHex, terrain: MapHex['terrain']): MapHex => {
    const { settlement: _dropped, ...rest } = hex;
    return { ...rest, terrain };
  };
  for (const key of Object.keys(map.hexes) as HexKey[]) {
    const hex = map.hexes[key]!;
    const { col, row } = axialToOddQ(hex);
    if (width % 2 === 1 && col % 2 === 1 && row === height - 1) {
      hexes[key] = impassable(hex, 'water');
      continue;
    }
    if (!isPassable(hex.terrain)) continue;
    const blocked = images(width, height, col, row)
      .map((p) => at(p.col, p.row))
      .find((h) => h !== undefined && !isPassable(h.terrain));
    if (blocked) hexes[key] = impassable(hex, blocked.terrain);
  }
  return { ...map, hexes };
}

/**
 * Decision (issue 24, maps sized for contact): two factions in opposite corners of the smallest map (8×8) still
 * have 25 territories each and meet late. This keeps the land between them: passable hexes whose steps from the
 * two starts add up to more than the steps between the starts plus `slack` become water (dropping any settlement),
 * with the smallest slack that keeps at least `target` territories. The sum is the same from either start, so a
 * map symmetric under the half turn stays so. Returns the map unchanged when it has `target` territories or fewer.
 */
export function landBetween(map: CampaignMap, a: HexKey, b: HexKey, target: number): CampaignMap {
  const fromA = stepsFrom(map, a);
  const fromB = stepsFrom(map, b);
  const direct = fromA.get(b);
  if (direct === undefined) return map;
  const sums = [...fromA.keys()].filter((k) => fromB.has(k)).map((k) => fromA.get(k)! + fromB.get(k)!);
  sums.sort((x, y) => x - y);
  if (sums.length <= target) return map;
  const limit = sums[target - 1]!;
  const hexes: Record<HexKey, MapHex> = { ...map.hexes };
  for (const key of Object.keys(map.hexes) as HexKey[]) {
    const hex = map.hexes[key]!;
    if (!isPassable(hex.terrain)) continue;
    const sum = (fromA.get(key) ?? Infinity) + (fromB.get(key) ?? Infinity);
    if (sum <= limit) continue;
    const { settlement: _dropped, ...rest } = hex;
    hexes[key] = { ...rest, terrain: 'water' };
  }
  return { ...map, hexes };
}
