import { territoryAt } from '../state/selectors';
import type { HexKey } from '../../../hex';
import { distanceField, mapGraph } from '../state/mapGraph';
import { ownedByFaction } from '../state/ownership';
import { recentCache } from '../state/recentCache';
import type { FsCommand } from '../model/commands';
import { ITEMS, type ItemType } from '../model/items';
import type { Faction, FactionId, FsState } from '../model/types';
import { validateBuild, validateForgeScepter } from '../resolve/build';
import {
  benefitingWalledSettlements,
  factionById,
  hasItem,
  ownedHexes,
  ownedWith,
  ownsWith,
} from '../state/selectors';

const LATER: readonly ItemType[] = [
  'shrine',
  'foundry',
  'temple',
  'barracks',
  'warLodge',
  'walledSettlement',
];

/**
 * BOT-19: the first affordable building action for the active faction, or EndBuild. `sites` orders the owned
 * territories where BOT-19 says "hex order" (and breaks frontline ties); BOT-19 itself keeps hex order.
 */
export function botBuild(
  state: FsState,
  faction: FactionId,
  sites?: (owned: readonly HexKey[]) => readonly HexKey[],
): FsCommand {
  const f = factionById(state, faction)!;
  // No named closures in here: tsx (the bench, the CLI) names each one as it is made (issue 11 profile).
  // FS-BUILD-7 costs 1 BP: without it validateForgeScepter refuses, so its scan of the territories is skipped.
  if (f.buildPoints >= 1 && validateForgeScepter(state, { type: 'ForgeScepter', faction }).length === 0)
    return { type: 'ForgeScepter', faction };
  const owned = sites ? sites(ownedHexes(state, faction)) : ownedHexes(state, faction);
  if (!ownsWith(state, faction, 'forge') && !ownsWith(state, faction, 'foundry'))
    for (const h of owned) {
      const t = territoryAt(state, h)!;
      if (t.items.some((i) => ITEMS[i.type].chain === 'asterisk') || hasItem(t, 'lordsTower')) continue;
      const c = tryBuild(state, f, h, 'forge');
      if (c) return c;
      break;
    }
  const owners = ownedByFaction(state);
  const enemyHexes: HexKey[] = [];
  for (const [owner, hexes] of owners) if (owner !== faction) enemyHexes.push(...hexes);
  const distances: LazyDistances = { owners, faction, enemyHexes };
  if (
    enemyHexes.length > 0 &&
    f.buildPoints >= ITEMS.musteringGround.cost! &&
    !builtThisTurn(state, faction, 'musteringGround')
  ) {
    const h = frontline(state, owned, 'garrison', distances);
    const c = h && tryBuild(state, f, h, 'musteringGround');
    if (c) return c;
  }
  if (
    enemyHexes.length > 0 &&
    f.buildPoints >= ITEMS.fortifiedCamp.cost! &&
    !builtThisTurn(state, faction, 'fortifiedCamp')
  ) {
    const h = frontline(state, owned, 'settlement', distances);
    const c = h && tryBuild(state, f, h, 'fortifiedCamp');
    if (c) return c;
  }
  if (affordable(f, 'stronghold'))
    for (const h of ownedWith(state, faction, 'fortifiedCamp')) {
      const c = tryBuild(state, f, h, 'stronghold');
      if (c) return c;
    }
  for (const item of LATER) {
    if (!affordable(f, item)) continue;
    if (item === 'walledSettlement' && benefitingWalledSettlements(state, faction).length >= 2) continue;
    if ((item === 'shrine' && f.oneTimeGrants.shrine) || (item === 'temple' && f.oneTimeGrants.temple))
      continue;
    for (const h of owned) {
      const c = tryBuild(state, f, h, item);
      if (c) return c;
    }
  }
  return { type: 'EndBuild' };
}

/** What the bank cannot pay is refused on every hex (FS-ITEM-1): the walk over the domain is skipped. */
function affordable(f: Faction, item: ItemType): boolean {
  return f.buildPoints >= ITEMS[item].cost!;
}

/** The Build of `item` on `hex` when the bank pays for it and FS-BUILD allows it. */
function tryBuild(state: FsState, f: Faction, hex: string, item: ItemType): FsCommand | undefined {
  if (!affordable(f, item)) return undefined;
  const c = { type: 'Build' as const, faction: f.id, hex, item };
  return validateBuild(state, c).length === 0 ? c : undefined;
}

/** The enemy distance field, made on first use (most Build commands never ask). */
interface LazyDistances {
  readonly owners: object;
  readonly faction: FactionId;
  readonly enemyHexes: readonly string[];
  distance?: (hex: string) => number;
}

/** BOT-19: the owned territory nearest the enemy without an item of the chain (nor a tower); ties by hex order. */
function frontline(
  state: FsState,
  owned: readonly HexKey[],
  chain: 'garrison' | 'settlement',
  lazy: LazyDistances,
): HexKey | undefined {
  // `owned` is in hex order (or the policy's site order) and the sort is stable.
  return owned
    .filter(
      (h) =>
        !territoryAt(state, h)!.items.some((i) => ITEMS[i.type].chain === chain) &&
        !hasItem(territoryAt(state, h), 'lordsTower'),
    )
    .map((h) => ({
      h,
      d: (lazy.distance ??= enemyDistances(state, lazy.owners, lazy.faction, lazy.enemyHexes))(h),
    }))
    .sort((a, b) => a.d - b.d)[0]?.h;
}

/** BOT-19 "at most one per turn". */
function builtThisTurn(state: FsState, faction: FactionId, item: ItemType): boolean {
  for (let i = state.log.length - 1; i >= 0; i--) {
    const e = state.log[i]!;
    if (e.turn !== state.turn.number) return false;
    if (e.type === 'DomainItemBuilt' && e.payload.faction === faction && e.payload.item === item) return true;
  }
  return false;
}

/**
 * The distance field depends only on who owns what: memoised per ownership index (which apply carries over while
 * no owner changes, so a faction's successive Build commands share it) and faction.
 */
const fields = recentCache<object, Map<FactionId, Int32Array>>();

/** HEX-3 distance of a hex from the nearest enemy territory (crow-fly over every map hex), Infinity out of reach. */
function enemyDistances(
  state: FsState,
  owners: object,
  faction: FactionId,
  enemyHexes: readonly string[],
): (hex: string) => number {
  let byFaction = fields.get(owners);
  if (!byFaction) fields.set(owners, (byFaction = new Map()));
  const graph = mapGraph(state);
  let field = byFaction.get(faction);
  if (!field) byFaction.set(faction, (field = distanceField(graph, enemyHexes)));
  const found = field;
  return (hex) => {
    const d = found[graph.index.get(hex) ?? -1];
    return d === undefined || d < 0 ? Infinity : d;
  };
}
