import { DIRECTIONS, neighbor, parseHexKey, keyOf, type HexKey } from '../../../hex';
import { ITEMS, itemsWith, type ItemSpec, type ItemType } from '../model/items';
import { isPassable } from '../../../map';
import { ownedByFaction } from './ownership';
import { recentCache } from './recentCache';
import type { Banner, Battle, Faction, FactionId, FsState, Siege, Territory } from '../model/types';

/** FS-MAP-1: a territory is a passable hex of the map. */
export const isTerritory = (state: FsState, hex: string): boolean => territoryAt(state, hex) !== undefined;

/** FS-SETUP-6: a territory nobody has claimed or built on is not stored (the state keeps only the others). */
export const UNCLAIMED: Territory = Object.freeze({
  owner: null,
  items: Object.freeze([]) as readonly never[],
});

/** FS-MAP-1: a passable hex's territory (unclaimed unless stored); undefined off the map or on impassable terrain. */
export function territoryAt(state: FsState, hex: string): Territory | undefined {
  const stored = state.territories[hex];
  if (stored) return stored;
  const mapHex = state.map.hexes[hex as HexKey];
  return mapHex && isPassable(mapHex.terrain) ? UNCLAIMED : undefined;
}

/** Adjacent territories per map, memoised (the map never changes under a campaign; FS-MAP-1 passability). */
const adjacency = new WeakMap<object, Map<string, HexKey[]>>();

/** HEX-2 direction order; only hexes that are territories. */
export function adjacentTerritories(state: FsState, hex: string): HexKey[] {
  let table = adjacency.get(state.map);
  if (!table) adjacency.set(state.map, (table = new Map()));
  let out = table.get(hex);
  if (!out) {
    const here = state.map.hexes[hex as HexKey] ?? parseHexKey(hex);
    out = [];
    for (const d of DIRECTIONS) {
      const key = keyOf(neighbor(here, d));
      const mapHex = state.map.hexes[key];
      if (mapHex && isPassable(mapHex.terrain)) out.push(key);
    }
    table.set(hex, out);
  }
  return out;
}

/** Adjacent territories per map in hex order (GEN-9), memoised: auto-play sorted them once per banner per turn. */
const adjacencyInHexOrder = new WeakMap<object, Map<string, HexKey[]>>();

/** adjacentTerritories sorted by hexOrder (do not change the list). */
export function adjacentTerritoriesInHexOrder(state: FsState, hex: string): readonly HexKey[] {
  let table = adjacencyInHexOrder.get(state.map);
  if (!table) adjacencyInHexOrder.set(state.map, (table = new Map()));
  let out = table.get(hex);
  if (!out) table.set(hex, (out = [...adjacentTerritories(state, hex)].sort(hexOrder)));
  return out;
}

/** Whether the territory holds an item whose catalogue row sets `effect` (ITEMS: the rules read rows, not ids). */
export function hasItemWith(territory: Territory | undefined, effect: keyof ItemSpec): boolean {
  if (!territory) return false;
  for (const item of territory.items) if (ITEMS[item.type][effect]) return true;
  return false;
}

export function hasItem(territory: Territory | undefined, type: ItemType): boolean {
  // A loop, not `some` with a closure: auto-play asks this for every owned territory several times a command.
  if (!territory) return false;
  for (const item of territory.items) if (item.type === type) return true;
  return false;
}

export const factionById = (state: FsState, id: string): Faction | undefined =>
  state.factions.find((f) => f.id === id);

export const bannerById = (state: FsState, id: string): Banner | undefined =>
  state.banners.find((b) => b.id === id);

/**
 * Banners on the map, in id order (GEN-9), by hex and by faction, as positions in `state.banners`: memoised per
 * `banners` array (immutable). Positions rather than banners, so that apply can carry the index over a change that
 * moves no banner (an order revealed, a flag set) and the lists still read the current banners.
 */
interface BannerIndex {
  readonly live: readonly number[];
  readonly byHex: ReadonlyMap<string, readonly number[]>;
  readonly byFaction: ReadonlyMap<string, readonly number[]>;
}
const bannerIndexes = recentCache<readonly Banner[], BannerIndex>();

function bannerIndex(state: FsState): BannerIndex {
  let index = bannerIndexes.get(state.banners);
  if (!index) {
    const live: number[] = [];
    state.banners.forEach((b, i) => {
      if (b.hex !== null) live.push(i);
    });
    live.sort((a, b) => state.banners[a]!.seq - state.banners[b]!.seq);
    const byHex = new Map<string, number[]>();
    const byFaction = new Map<string, number[]>();
    for (const i of live) {
      addPosition(byHex, state.banners[i]!.hex!, i);
      addPosition(byFaction, state.banners[i]!.factionId, i);
    }
    index = { live, byHex, byFaction };
    bannerIndexes.set(state.banners, index);
  }
  return index;
}

/** A module function, not a closure per index: tsx names each named closure as it is made (issue 11 profile). */
function addPosition(map: Map<string, number[]>, key: string, i: number): void {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
}

/**
 * For apply: `after` holds the same banners in the same places as `before`, none moved, raised or removed, so
 * `before`'s index (if built) serves it too.
 */
export function carryBannerIndex(before: readonly Banner[], after: readonly Banner[]): void {
  const index = bannerIndexes.get(before);
  if (index) bannerIndexes.set(after, index);
}

/**
 * For apply: `after` is `before` with the banner at `position` moved from one map hex to another (BannerMoved,
 * retreat, scatter), none raised or removed: `before`'s index (if built) serves it with only that banner's hex
 * lists changed. The lists keep id order (GEN-9), as a rebuild would give (issue 11: a rebuild per move was a
 * twentieth of auto-play). When `after` is `before` (an owned array changed in place, ownedParts) its index is
 * changed in place too: no other array shares an owned array's index, as every apply path keeps such an array.
 */
export function carryBannerMove(
  before: readonly Banner[],
  after: readonly Banner[],
  position: number,
  from: string,
  to: string,
): void {
  const index = bannerIndexes.get(before);
  if (!index) return;
  const inPlace = before === after;
  const byHex = inPlace ? (index.byHex as Map<string, readonly number[]>) : new Map(index.byHex);
  const left = byHex.get(from)!.filter((i) => i !== position);
  if (left.length > 0) byHex.set(from, left);
  else byHex.delete(from);
  const seq = after[position]!.seq;
  const there = byHex.get(to);
  const arrived: number[] = [];
  let placed = false;
  for (const i of there ?? []) {
    if (!placed && after[i]!.seq > seq) {
      arrived.push(position);
      placed = true;
    }
    arrived.push(i);
  }
  if (!placed) arrived.push(position);
  byHex.set(to, arrived);
  if (!inPlace) bannerIndexes.set(after, { live: index.live, byHex, byFaction: index.byFaction });
}

/** For apply: `banners` (an owned array) gained or lost a banner in place; its index is rebuilt on next use. */
export function forgetBannerIndex(banners: readonly Banner[]): void {
  bannerIndexes.delete(banners);
}

const read = (state: FsState, positions: readonly number[] | undefined): Banner[] =>
  positions ? positions.map((i) => state.banners[i]!) : [];

// The lists below are copies: callers may sort or splice what they get.
export const liveBanners = (state: FsState): Banner[] => read(state, bannerIndex(state).live);

export const bannersAt = (state: FsState, hex: string): Banner[] =>
  read(state, bannerIndex(state).byHex.get(hex));

export const factionBanners = (state: FsState, faction: FactionId): Banner[] =>
  read(state, bannerIndex(state).byFaction.get(faction));

/** For apply: where the faction's banners on the map stand in `state.banners` (do not change the list). */
export const factionBannerPositions = (state: FsState, faction: FactionId): readonly number[] =>
  bannerIndex(state).byFaction.get(faction) ?? [];

/** FS-GARR-1: the garrison points of a territory (0 when it has none). */
export function garrisonPoints(territory: Territory | undefined): number {
  for (const item of territory?.items ?? []) {
    const points = ITEMS[item.type].garrison;
    if (points) return points;
  }
  return 0;
}

/** A battle not yet applied in AFTERMATH at this hex (FS-MOVE-1(b)). */
export const openBattleAt = (state: FsState, hex: string): Battle | undefined =>
  state.battles.find((b) => b.hex === hex && b.state !== 'applied');

export const openBattles = (state: FsState): Battle[] =>
  state.battles.filter((b) => b.state !== 'applied').sort((a, b) => a.seq - b.seq);

export const siegeOf = (state: FsState, battleId: string): Siege | undefined =>
  state.sieges.find((s) => s.battleId === battleId);

/** FS-MAP-4: T(f). */
export function territoryCount(state: FsState, faction: FactionId): number {
  return ownedByFaction(state).get(faction)?.length ?? 0;
}

/** The faction's territories in hex order (memoised; do not change the list). */
export function ownedHexes(state: FsState, faction: FactionId): readonly HexKey[] {
  return ownedByFaction(state).get(faction) ?? [];
}

/** GEN-9 hex order: ascending q, then r. */
export function hexOrder(a: string, b: string): number {
  const pa = parseHexKey(a);
  const pb = parseHexKey(b);
  return pa.q - pb.q || pa.r - pb.r;
}

/** FS-MULTI-1: the faction holds its own origin Lord's Tower. */
export function holdsOriginTower(state: FsState, faction: Faction): boolean {
  const t = territoryAt(state, faction.originTowerHex);
  return t?.owner === faction.id && hasItem(t, 'lordsTower');
}

/** FS-MULTI-1 Decision: (own tower ? 1 : 0) + floor(T(f) / 4). */
export function allowedBanners(state: FsState, faction: Faction): number {
  return (holdsOriginTower(state, faction) ? 1 : 0) + Math.floor(territoryCount(state, faction.id) / 4);
}

/** Owned territories holding an item of this type, in hex order. */
export function ownedWith(state: FsState, faction: FactionId, type: ItemType): HexKey[] {
  return ownedHexes(state, faction).filter((h) => hasItem(territoryAt(state, h), type));
}

/** Whether the faction owns a territory holding an item whose row sets `effect` (FS-BATTLE-6's Command Points…). */
export function ownsItemWith(state: FsState, faction: FactionId, effect: keyof ItemSpec): boolean {
  for (const h of ownedHexes(state, faction)) if (hasItemWith(territoryAt(state, h), effect)) return true;
  return false;
}

/** Whether the faction owns a territory with an item of `type` (ownedWith(…).length > 0 without the list). */
export function ownsWith(state: FsState, faction: FactionId, type: ItemType): boolean {
  for (const h of ownedHexes(state, faction)) if (hasItem(territoryAt(state, h), type)) return true;
  return false;
}

/** FS-BUILD-6: the faction's Walled Settlements that give a benefit (first two by build turn, then hex order). */
export function benefitingWalledSettlements(state: FsState, faction: FactionId): HexKey[] {
  return ownedWith(state, faction, 'walledSettlement')
    .sort((a, b) => settlementBuilt(state, a) - settlementBuilt(state, b) || hexOrder(a, b))
    .slice(0, 2);
}

function settlementBuilt(state: FsState, hex: HexKey): number {
  return territoryAt(state, hex)!.items.find((i) => i.type === 'walledSettlement')!.builtTurn;
}

/** FS-ITEM-2, FS-BUILD-6: Temple before Shrine. */
export const benefitsFromTemple = (state: FsState, faction: FactionId): boolean =>
  ownsWith(state, faction, 'temple');

/** The items that add Build Points (FS-BP-3), best first: a faction gets the best one it owns. */
const INCOME_ITEMS = itemsWith('buildIncome').sort((a, b) => ITEMS[b].buildIncome! - ITEMS[a].buildIncome!);

/** FS-BP-3: +2 for a Foundry, else +1 for a Forge, else 0 (the rows' buildIncome). */
export function buildIncome(state: FsState, faction: FactionId): { amount: number; source?: ItemType } {
  for (const type of INCOME_ITEMS)
    if (ownsWith(state, faction, type)) return { amount: ITEMS[type].buildIncome!, source: type };
  return { amount: 0 };
}

/** FS-GLORY-1 held glory: 1 per territory (special: its value instead), +2 per benefiting Walled Settlement. */
export function heldGlory(state: FsState, faction: FactionId): number {
  let glory = 0;
  for (const h of ownedHexes(state, faction)) {
    const t = territoryAt(state, h)!;
    glory += t.special ? t.special.glory : 1;
  }
  return glory + 2 * benefitingWalledSettlements(state, faction).length;
}

/** FS-GLORY-3. */
export function gloryOf(state: FsState, faction: Faction): number {
  return heldGlory(state, faction.id) + faction.gloryBanked;
}

/** FS-ITEM-1 relics: held while controlling their special territory. */
export function holdsRelic(state: FsState, faction: FactionId, relic: string): boolean {
  return ownedHexes(state, faction).some((h) => territoryAt(state, h)!.special?.relic === relic);
}

/** FS-SCATTER-1 destinations of a faction (Death: garrison buildings too, FS-ALLY-3), with BOT-12 rank. */
export function scatterRank(state: FsState, faction: Faction, hex: HexKey): number | undefined {
  const t = territoryAt(state, hex);
  if (t?.owner !== faction.id) return undefined;
  // The rows' scatter ranks: Lord's Tower 0, Stronghold 1, Death's garrison buildings 2 (FS-ALLY-3).
  let rank: number | undefined;
  for (const item of t.items) {
    const scatter = ITEMS[item.type].scatter;
    if (scatter && (!scatter.alliance || scatter.alliance === faction.alliance))
      rank = Math.min(rank ?? scatter.rank, scatter.rank);
  }
  return rank;
}
