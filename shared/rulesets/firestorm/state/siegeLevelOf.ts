import type { ItemType } from '../model/items';
import { SIEGE_LEVELS } from '../model/items';
import type { FsState, Territory } from '../model/types';
import { territoryAt } from './selectors';

/**
 * SIEGE-1, AMD-15: the stronghold level of a territory the defender owns, from the highest of its items that are in
 * `fs.siegeEligibleItems`; undefined when it cannot be besieged (another owner, or no such item: an empty territory,
 * or only a Fortified Camp and a Mustering Ground, say).
 */
export function siegeLevelOf(state: FsState, hex: string, defenderFaction: string): 1 | 2 | 3 | undefined {
  const t = territoryAt(state, hex);
  return t && territorySiegeLevel(t, defenderFaction, state.settings['fs.siegeEligibleItems']);
}

/** siegeLevelOf for a territory record and the eligible item list (a fixture before its state exists). */
export function territorySiegeLevel(
  t: Territory,
  defenderFaction: string,
  eligible: readonly ItemType[],
): 1 | 2 | 3 | undefined {
  if (t.owner !== defenderFaction) return undefined;
  let level = 0;
  for (const item of t.items)
    if (eligible.includes(item.type)) level = Math.max(level, SIEGE_LEVELS[item.type] ?? 0);
  return level === 0 ? undefined : (level as 1 | 2 | 3);
}
