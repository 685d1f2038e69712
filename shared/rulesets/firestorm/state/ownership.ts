import { parseHexKey, type HexKey } from '../../../hex';
import type { FsState } from '../model/types';

/**
 * Derived indexes, memoised outside the state (WeakMaps keyed by the immutable objects they derive from), so
 * selectors that run on every command do not rescan or resort 600 territories: the territory keys in hex order
 * (GEN-9) per map, and each faction's owned hexes per `territories` version.
 */
const sortedKeys = new WeakMap<object, HexKey[]>();
const ownedIndex = new WeakMap<object, Map<string, HexKey[]>>();

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

/** The hexes each faction owns, in hex order. */
export function ownedByFaction(state: FsState): Map<string, HexKey[]> {
  let index = ownedIndex.get(state.territories);
  if (!index) {
    index = new Map();
    for (const key of territoryKeysInHexOrder(state)) {
      const owner = state.territories[key]?.owner;
      if (owner == null) continue;
      let list = index.get(owner);
      if (!list) index.set(owner, (list = []));
      list.push(key);
    }
    ownedIndex.set(state.territories, index);
  }
  return index;
}
