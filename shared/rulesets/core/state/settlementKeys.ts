import type { HexKey } from '../../../hex';
import type { CampaignMap } from '../../../map';

// Runtime cache only (never in state): which hexes hold a settlement, per hexes object. updateHex carries it to the
// new hexes object when the change does not add or remove a settlement (carrySettlementKeys).
const cache = new WeakMap<object, readonly HexKey[]>();

export function carrySettlementKeys(from: CampaignMap['hexes'], to: CampaignMap['hexes']): void {
  const keys = cache.get(from);
  if (keys) cache.set(to, keys);
}

/** The hexes that hold a settlement (any type, any controller), in the map's key order. */
export function settlementKeys(map: CampaignMap): readonly HexKey[] {
  let keys = cache.get(map.hexes);
  if (!keys) {
    const found: HexKey[] = [];
    for (const key in map.hexes) if (map.hexes[key as HexKey]!.settlement) found.push(key as HexKey);
    keys = found;
    cache.set(map.hexes, keys);
  }
  return keys;
}
