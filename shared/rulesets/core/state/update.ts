import type { HexKey } from '../../../hex';
import type { MapHex } from '../../../map';
import type { Army, Battle, Campaign, EntityTable, Lord } from '../model/campaign';
import { carryNeighbourTable } from './neighbourTableOf';
import { carryPathFields } from './pathDistanceField';
import { carrySettlementKeys } from './settlementKeys';
import { carryHexKinds } from './hexKinds';
import { copyHexes, ownsHexes, writeOwnedHex } from './ownedHexes';

/** Immutable helpers for applyEvent: each returns a new state sharing every untouched table. */
export function withEntity<T>(table: EntityTable<T>, id: string, entity: T): EntityTable<T> {
  const ids = Object.hasOwn(table.entities, id) ? table.ids : [...table.ids, id];
  return { ids, entities: { ...table.entities, [id]: entity } };
}

/**
 * How applyEvent writes a change (EVT-1). COPYING makes new objects and shares the untouched ones: every state
 * ever handed out stays as it was. IN_PLACE changes the state object and its entity tables themselves; only a
 * private loop that owns them (ownedCampaign: runCampaign) and shows no state in between may use it. Both give the
 * same fields in the same key order (a spread keeps a key's place and appends new keys, as Object.assign does), so
 * the two paths end in byte-identical states (tests/shared/rulesets/core/inPlaceAutoPlay.test.ts).
 */
export interface StateWriter {
  /** `state` with the top-level fields of `patch`. */
  set(state: Campaign, patch: Partial<Campaign>): Campaign;
  /** `table` with `entity` under `id`, a new id last. */
  entity<T>(table: EntityTable<T>, id: string, entity: T): EntityTable<T>;
}

export const COPYING: StateWriter = {
  set: (state, patch) => ({ ...state, ...patch }),
  entity: withEntity,
};

export const IN_PLACE: StateWriter = {
  set: (state, patch) => Object.assign(state, patch),
  entity<T>(table: EntityTable<T>, id: string, entity: T): EntityTable<T> {
    if (!Object.hasOwn(table.entities, id)) (table.ids as string[]).push(id);
    (table.entities as Record<string, T>)[id] = entity;
    // A new table object all the same: caches keyed by the table (liveArmies) must see the change. Entities stay
    // immutable (a changed army is a new object), because resolvers hold them across emits.
    return { ids: table.ids, entities: table.entities };
  },
};

function existing<T>(table: EntityTable<T>, id: string, what: string): T {
  const entity = Object.hasOwn(table.entities, id) ? table.entities[id] : undefined;
  if (entity === undefined) throw new Error(`applyEvent: unknown ${what} "${id}"`);
  return entity;
}

export function updateArmy(
  w: StateWriter,
  state: Campaign,
  id: string,
  change: (army: Army) => Army,
): Campaign {
  return w.set(state, { armies: w.entity(state.armies, id, change(existing(state.armies, id, 'army'))) });
}

export function updateLord(
  w: StateWriter,
  state: Campaign,
  id: string,
  change: (lord: Lord) => Lord,
): Campaign {
  return w.set(state, { lords: w.entity(state.lords, id, change(existing(state.lords, id, 'lord'))) });
}

export function updateBattle(
  w: StateWriter,
  state: Campaign,
  id: string,
  change: (battle: Battle) => Battle,
): Campaign {
  return w.set(state, {
    battles: w.entity(state.battles, id, change(existing(state.battles, id, 'battle'))),
  });
}

/**
 * One hex changed. The runtime caches derived from the map (neighbour table, settlement list, path distances) move
 * to the new hexes object when the change keeps what they depend on, so a capture does not rebuild them. A hexes
 * record owned by a private loop (ownedHexes) is changed in place when every cache stays valid, so a capture does
 * not copy the whole map; the state and map objects are still new.
 */
export function updateHex(
  w: StateWriter,
  state: Campaign,
  key: HexKey,
  change: (hex: MapHex) => MapHex,
): Campaign {
  const hex = state.map.hexes[key];
  if (!hex) throw new Error(`applyEvent: hex ${key} is not on the map`);
  const changed = change(hex);
  const sameTerrain = changed.terrain === hex.terrain;
  const sameSettlements = Boolean(changed.settlement) === Boolean(hex.settlement);
  if (sameTerrain && sameSettlements && ownsHexes(state.map.hexes)) {
    writeOwnedHex(state.map.hexes, key, changed);
    return w.set(state, { map: { ...state.map } });
  }
  const hexes = copyHexes(state.map.hexes) as Record<HexKey, MapHex>;
  hexes[key] = changed;
  carryNeighbourTable(state.map.hexes, hexes);
  if (sameTerrain) carryPathFields(state.map.hexes, hexes);
  if (sameSettlements) carrySettlementKeys(state.map.hexes, hexes);
  if (sameTerrain && sameSettlements) carryHexKinds(state.map.hexes, hexes);
  return w.set(state, { map: { ...state.map, hexes } });
}

export function mapEntities<T>(table: EntityTable<T>, change: (entity: T) => T): EntityTable<T> {
  const entities: Record<string, T> = {};
  for (const id of table.ids) entities[id] = change(table.entities[id]!);
  return { ids: table.ids, entities };
}

/** Drops keys whose value is undefined, so state stays plain JSON that round-trips byte for byte. */
export function withoutUndefined<T extends object>(value: T): T {
  // A key loop, not fromEntries(entries().filter()): no pair arrays per key (issue 16 profile: ~3% of a balance
  // run, once per BattleResolved). Object.keys lists the keys in the order entries does, so the order is kept.
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) kept[key] = v;
  }
  return kept as T;
}
