import { t } from '@shared/i18n';
import type { FsState, ItemType, OrderType } from '@shared/rulesets/firestorm';
import { bannerName, territoryName } from '../fsBoard';
import { ITEM_NAMES, ORDER_NAMES } from '../fsNames';
import type { FsNames } from './fsWords';

const cache = new WeakMap<FsState, FsNames>();

/** The names the turn side's screens use for one campaign state (the view's names: "Ash 2", "hex 0503"). */
export function fsNamesOf(state: FsState): FsNames {
  let names = cache.get(state);
  if (!names) {
    names = {
      faction: (id) => state.factions.find((f) => f.id === id)?.name ?? t('firestorm:names.aFaction'),
      banner: (id) => bannerName(state, id),
      hex: (hex) => territoryName(state, hex),
      item: (type) => ITEM_NAMES[type as ItemType]?.name ?? type,
      order: (type) => ORDER_NAMES[type as OrderType] ?? type,
    };
    cache.set(state, names);
  }
  return names;
}
