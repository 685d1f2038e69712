import { territoryAt } from '../state/selectors';
import type { HexKey } from '../../../hex';
import type { OrderSpec } from '../model/commands';
import type { Banner, FactionId, FsState } from '../model/types';
import { bannerBattlePoints } from '../state/battlePoints';
import {
  adjacentTerritories,
  adjacentTerritoriesInHexOrder,
  bannersAt,
  factionBanners,
  factionById,
  garrisonPoints,
} from '../state/selectors';

/** BOT-18: one order per banner, banners in id order; never two banners ordered to end on one hex. */
export function botOrders(state: FsState, faction: FactionId): OrderSpec[] {
  const ends = new Set<string>();
  const orders: OrderSpec[] = [];
  const destruction = factionById(state, faction)?.alliance === 'Destruction';
  for (const banner of factionBanners(state, faction)) {
    const order = orderFor(state, banner, ends, destruction ? 3 : 2);
    const path = order.path;
    ends.add(path ? path[path.length - 1]! : banner.hex!);
    orders.push(order);
  }
  return orders;
}

function orderFor(state: FsState, banner: Banner, ends: ReadonlySet<string>, marchSteps: number): OrderSpec {
  const at = banner.hex!;
  // No named closures in here: tsx (the bench, the CLI) names each one as it is made, a twentieth of auto-play.
  // Filtering a list already in hex order keeps it in hex order (BOT-18 ties by hex order).
  const near = adjacentTerritoriesInHexOrder(state, at).filter((h) => !ends.has(h));
  // Our own points only when a neighbour has something to match them against (most have not): a pure estimate
  // worked out at most once (issue 11 profile).
  let own: number | undefined;
  // 1. an enemy banner or garrison we can match on points (FS-BATTLE-4 estimate)
  const target = near.find((h) => {
    const t = territoryAt(state, h)!;
    const enemy = bannersAt(state, h).find((b) => b.factionId !== banner.factionId);
    if (enemy) return bannerBattlePoints(state, enemy, h, t.owner) <= (own ??= ownPoints(state, banner));
    return (
      t.owner !== null &&
      t.owner !== banner.factionId &&
      garrisonPoints(t) > 0 &&
      garrisonPoints(t) <= (own ??= ownPoints(state, banner))
    );
  });
  if (target) return moveTo(banner, target);
  // 2. unclaimed, special territories first
  const unclaimed = near.filter((h) => territoryAt(state, h)!.owner === null && isFree(state, h));
  const special = unclaimed.find((h) => territoryAt(state, h)!.special);
  if (special ?? unclaimed[0]) return moveTo(banner, (special ?? unclaimed[0])!);
  // 3. an undefended enemy territory
  const open = near.find((h) => {
    const t = territoryAt(state, h)!;
    return t.owner !== null && t.owner !== banner.factionId && isFree(state, h) && garrisonPoints(t) === 0;
  });
  if (open) return moveTo(banner, open);
  // 4. a Forced March to the nearest unclaimed territory within reach
  const march = marchPath(state, at, marchSteps, ends);
  if (march) return { banner: banner.id, type: 'forcedMarch', path: march };
  return { banner: banner.id, type: 'hold' };
}

/** FS-BATTLE-4 estimate of the banner where it stands. */
function ownPoints(state: FsState, banner: Banner): number {
  return bannerBattlePoints(state, banner, banner.hex!, territoryAt(state, banner.hex!)!.owner);
}

function moveTo(banner: Banner, to: string): OrderSpec {
  return { banner: banner.id, type: 'move', path: [banner.hex!, to] };
}

function isFree(state: FsState, hex: string): boolean {
  return bannersAt(state, hex).length === 0;
}

/** BFS in direction order (BOT §10 preamble): the first shortest path to an unclaimed, empty territory. */
function marchPath(
  state: FsState,
  from: HexKey,
  maxSteps: number,
  ends: ReadonlySet<string>,
): HexKey[] | undefined {
  const parent = new Map<string, string | null>([[from, null]]);
  let frontier: string[] = [from];
  for (let d = 1; d <= maxSteps; d++) {
    const next: string[] = [];
    for (const hex of frontier)
      for (const n of adjacentTerritories(state, hex)) {
        if (parent.has(n)) continue;
        parent.set(n, hex);
        next.push(n);
        const t = territoryAt(state, n)!;
        if (d >= 2 && !ends.has(n) && t.owner === null && bannersAt(state, n).length === 0) {
          const path: HexKey[] = [];
          for (let at: string | null = n; at !== null; at = parent.get(at)!) path.push(at as HexKey);
          return path.reverse();
        }
      }
    frontier = next;
  }
  return undefined;
}
