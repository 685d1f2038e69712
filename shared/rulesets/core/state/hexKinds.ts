import { isPassable, type CampaignMap } from '../../../map';
import { neighbourTableOf } from './neighbourTableOf';

// Runtime cache only (never in state), per hexes object: what the movement search needs to know of each hex that
// no capture changes. updateHex carries it to a new hexes object when terrain and settlement places stay
// (carryHexKinds), and a hexes record changed in place (ownedHexes) keeps both.
const cache = new WeakMap<object, Int8Array>();

export const IMPASSABLE = 0;
export const PASSABLE = 1;
export const SETTLED = 2;

export function carryHexKinds(from: CampaignMap['hexes'], to: CampaignMap['hexes']): void {
  const kinds = cache.get(from);
  if (kinds) cache.set(to, kinds);
}

/**
 * Per neighbour-table index: IMPASSABLE, PASSABLE, or SETTLED (passable with a settlement of any controller).
 * legalMoves reads it instead of looking each hex up in the hexes record (issue 16 profile: those lookups were a
 * visible share of every search).
 */
export function hexKindsOf(map: CampaignMap): Int8Array {
  let kinds = cache.get(map.hexes);
  if (!kinds) {
    const table = neighbourTableOf(map);
    kinds = new Int8Array(table.keys.length);
    table.keys.forEach((key, i) => {
      const hex = map.hexes[key]!;
      kinds![i] = !isPassable(hex.terrain) ? IMPASSABLE : hex.settlement ? SETTLED : PASSABLE;
    });
    cache.set(map.hexes, kinds);
  }
  return kinds;
}
