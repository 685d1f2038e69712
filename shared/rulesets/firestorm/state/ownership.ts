import { parseHexKey, type HexKey } from '../../../hex';
import type { FsState } from '../model/types';
import { recentCache } from './recentCache';

/**
 * Derived indexes, memoised outside the state (keyed by the immutable objects they derive from), so
 * selectors that run on every command do not rescan or resort 600 territories: the territory keys in hex order
 * (GEN-9) per map, and each faction's owned hexes per `territories` version.
 */
const sortedKeys = new WeakMap<object, HexKey[]>();
const ownedIndex = recentCache<object, Map<string, HexKey[]>>();

export function territoryKeysInHexOrder(state: FsState): HexKey[] {
  let keys = sortedKeys.get(state.map);
  if (!keys) {
    keys = (Object.keys(state.map.hexes) as HexKey[])
      .map((k) => ({ k, p: parseHexKey(k) }))
      .sort((a, b) => a.p.q - b.p.q || a.p.r - b.p.r)
      .map((x) => x.k);
    sortedKeys.set(state.map, keys);
  }
  return keys;
}

const hexRanks = new WeakMap<object, Map<string, number>>();

/** Each map hex's position in hex order (GEN-9), memoised per map. */
function hexRank(state: FsState): Map<string, number> {
  let ranks = hexRanks.get(state.map);
  if (!ranks) {
    ranks = new Map(territoryKeysInHexOrder(state).map((k, i) => [k, i]));
    hexRanks.set(state.map, ranks);
  }
  return ranks;
}

/**
 * Carries the owned index over one territory change (apply's patchTerritory), so the next selector does not rescan
 * the map: the same index when the owner stays, else a copy with the two factions' lists updated (hex order kept).
 * Nothing is carried when the old index was never built.
 */
export function carryOwnedIndex(
  state: FsState,
  after: FsState['territories'],
  hex: string,
  from: string | null,
  to: string | null,
): void {
  const index = ownedIndex.get(state.territories);
  if (!index) return;
  if (from === to) {
    ownedIndex.set(after, index);
    return;
  }
  const next = new Map(index);
  if (from !== null)
    next.set(
      from,
      (index.get(from) ?? []).filter((h) => h !== hex),
    );
  if (to !== null) {
    const ranks = hexRank(state);
    const rank = ranks.get(hex) ?? 0;
    const list = [...(index.get(to) ?? [])];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((ranks.get(list[mid]!) ?? 0) < rank) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, hex as HexKey);
    next.set(to, list);
  }
  ownedIndex.set(after, next);
}

/** The hexes each faction owns, in hex order. */
export function ownedByFaction(state: FsState): Map<string, HexKey[]> {
  let index = ownedIndex.get(state.territories);
  if (!index) {
    // The stored territories (FS-SETUP-6: only claimed or built ones) sorted by hex rank, rather than every map
    // hex in hex order looked up in the territories: a third of the lookups (issue 11 profile of a turn's execution).
    const ranks = hexRank(state);
    const owned: HexKey[] = [];
    for (const key in state.territories)
      if (state.territories[key]!.owner != null && ranks.has(key)) owned.push(key as HexKey);
    owned.sort((a, b) => ranks.get(a)! - ranks.get(b)!);
    index = new Map();
    for (const key of owned) {
      const owner = state.territories[key]!.owner!;
      let list = index.get(owner);
      if (!list) index.set(owner, (list = []));
      list.push(key);
    }
    ownedIndex.set(state.territories, index);
  }
  return index;
}
