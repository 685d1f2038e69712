import { hasItemWith } from '../state/selectors';
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
  territoryAt,
} from '../state/selectors';
import { botOrders } from './botOrders';
import { frontOf, frontOrder, type Front } from './front';
import type { FsPolicy } from './policies';

/**
 * BOT-18 and its two alternatives (README "Auto-play policies"): one order per banner, banners in id order (BOT-10),
 * never two banners ordered to end on one hex. `cautious` is BOT-18 itself, unchanged.
 */
export function policyOrders(state: FsState, faction: FactionId, policy: FsPolicy): OrderSpec[] {
  if (policy === 'cautious') return botOrders(state, faction);
  const ends = new Set<string>();
  const orders: OrderSpec[] = [];
  const marchSteps = factionById(state, faction)?.alliance === 'Destruction' ? 3 : 2; // FS-ALLY-4
  const front = frontOf(state, faction);
  for (const banner of factionBanners(state, faction)) {
    const order =
      policy === 'aggressive'
        ? aggressiveOrder(state, banner, ends, marchSteps, front)
        : defensiveOrder(state, banner, ends, marchSteps, front);
    const path = order.path;
    ends.add(path ? path[path.length - 1]! : banner.hex!);
    orders.push(order);
  }
  return orders;
}

/** What stands in a territory as seen by `faction`. */
interface Sight {
  readonly hex: HexKey;
  /** FS-BATTLE-4 estimate of the enemy banner there, or of the enemy garrison alone; 0 when neither. */
  readonly enemyPoints: number;
  readonly owner: string | null;
  readonly special: boolean;
  readonly ownBanner: boolean;
}

function sight(state: FsState, banner: Banner, hex: HexKey): Sight {
  const t = territoryAt(state, hex)!;
  let enemyPoints = 0;
  let ownBanner = false;
  for (const b of bannersAt(state, hex)) {
    if (b.factionId === banner.factionId) ownBanner = true;
    else enemyPoints = bannerBattlePoints(state, b, hex, t.owner);
  }
  if (enemyPoints === 0 && t.owner !== null && t.owner !== banner.factionId) enemyPoints = garrisonPoints(t);
  return { hex, enemyPoints, owner: t.owner, special: t.special !== undefined, ownBanner };
}

const isEnemyLand = (s: Sight, faction: string) => s.owner !== null && s.owner !== faction;

/** The pick among `list`: specials first, then frontOrder (towards the enemy, then nearer home, then hex order). */
function preferred(list: readonly Sight[], front: Front): Sight | undefined {
  let best: Sight | undefined;
  for (const s of list) {
    if (!best) best = s;
    else if (s.special !== best.special) {
      if (s.special) best = s;
    } else if (frontOrder(front, s.hex, best.hex) < 0) best = s;
  }
  return best;
}

/** FS-BATTLE-4 estimate of the banner where it stands. */
function ownPoints(state: FsState, banner: Banner): number {
  return bannerBattlePoints(state, banner, banner.hex!, territoryAt(state, banner.hex!)!.owner);
}

const moveTo = (banner: Banner, to: HexKey): OrderSpec => ({
  banner: banner.id,
  type: 'move',
  path: [banner.hex!, to],
});

/** The reinforcement bonus (FS-REINF-1): "close" for the aggressive policy is within one such bonus. */
const CLOSE_MARGIN = 250;

/**
 * Aggressive: 1. attack an adjacent enemy banner or garrison whose estimate is at most own + 250 (lowest estimate,
 * then hex order); 2. take an adjacent undefended enemy territory (specials first, then hex order); 3. claim an
 * adjacent unclaimed territory (specials first); 4. march towards the nearest territory not its own (advance).
 */
function aggressiveOrder(
  state: FsState,
  banner: Banner,
  ends: ReadonlySet<string>,
  marchSteps: number,
  front: Front,
): OrderSpec {
  const near = adjacentTerritoriesInHexOrder(state, banner.hex!)
    .filter((h) => !ends.has(h))
    .map((h) => sight(state, banner, h))
    .filter((s) => !s.ownBanner);
  const own = ownPoints(state, banner);
  const fights = near.filter((s) => s.enemyPoints > 0 && s.enemyPoints <= own + CLOSE_MARGIN);
  if (fights.length > 0) {
    const weakest = fights.reduce((a, b) =>
      b.enemyPoints < a.enemyPoints ||
      (b.enemyPoints === a.enemyPoints && frontOrder(front, b.hex, a.hex) < 0)
        ? b
        : a,
    );
    return moveTo(banner, weakest.hex);
  }
  const open = near.filter((s) => s.enemyPoints === 0 && isEnemyLand(s, banner.factionId));
  const unclaimed = near.filter((s) => s.owner === null && s.enemyPoints === 0);
  const step = preferred(open, front) ?? preferred(unclaimed, front);
  if (step) return moveTo(banner, step.hex);
  return advance(state, banner, ends, marchSteps, front) ?? { banner: banner.id, type: 'hold' };
}

/**
 * Defensive: 1. attack an adjacent enemy banner or garrison whose estimate is below its own; 2. claim an adjacent
 * unclaimed territory (specials first); 3. Fortify (Hold where FS-ORDER-1 forbids it) when an enemy banner is within
 * two territories; 4. take an adjacent undefended enemy territory; 5. Forced March to the nearest unclaimed
 * territory as BOT-18 step 4; 6. an interior banner advances to the frontier (stopping beside it); 7. Fortify
 * (or Hold) where it stands.
 */
function defensiveOrder(
  state: FsState,
  banner: Banner,
  ends: ReadonlySet<string>,
  marchSteps: number,
  front: Front,
): OrderSpec {
  const at = banner.hex!;
  const near = adjacentTerritoriesInHexOrder(state, at)
    .filter((h) => !ends.has(h))
    .map((h) => sight(state, banner, h))
    .filter((s) => !s.ownBanner);
  const own = ownPoints(state, banner);
  const fight = near
    .filter((s) => s.enemyPoints > 0 && s.enemyPoints < own)
    .sort((a, b) => a.enemyPoints - b.enemyPoints || frontOrder(front, a.hex, b.hex))[0];
  if (fight) return moveTo(banner, fight.hex);
  const claim = preferred(
    near.filter((s) => s.owner === null && s.enemyPoints === 0),
    front,
  );
  if (claim) return moveTo(banner, claim.hex);
  const stay = stayOrder(state, banner);
  if (enemyBannerWithin(state, banner, 2)) return stay;
  const open = preferred(
    near.filter((s) => s.enemyPoints === 0 && isEnemyLand(s, banner.factionId)),
    front,
  );
  if (open) return moveTo(banner, open.hex);
  const march = pathTowards(
    state,
    banner,
    ends,
    marchSteps,
    (h) => territoryAt(state, h)!.owner === null,
    front,
  );
  if (march && march.length >= 3) return { banner: banner.id, type: 'forcedMarch', path: march };
  const frontier = adjacentTerritories(state, at).some(
    (h) => territoryAt(state, h)!.owner !== banner.factionId,
  );
  if (!frontier) {
    const toFront = pathTowards(
      state,
      banner,
      ends,
      1,
      (h) => territoryAt(state, h)!.owner !== banner.factionId,
      front,
    );
    if (toFront) return { banner: banner.id, type: 'move', path: toFront };
  }
  return stay;
}

/** Fortify where FS-ORDER-1 allows it (not on a Stronghold or a Lord's Tower), otherwise Hold. */
function stayOrder(state: FsState, banner: Banner): OrderSpec {
  const t = territoryAt(state, banner.hex!);
  return hasItemWith(t, 'blocksFortify')
    ? { banner: banner.id, type: 'hold' }
    : { banner: banner.id, type: 'fortify' };
}

/** An enemy banner within `steps` territories (breadth-first over territories). */
function enemyBannerWithin(state: FsState, banner: Banner, steps: number): boolean {
  const seen = new Set<string>([banner.hex!]);
  let frontier: string[] = [banner.hex!];
  for (let d = 1; d <= steps; d++) {
    const next: string[] = [];
    for (const hex of frontier)
      for (const n of adjacentTerritories(state, hex)) {
        if (seen.has(n)) continue;
        seen.add(n);
        if (bannersAt(state, n).some((b) => b.factionId !== banner.factionId)) return true;
        next.push(n);
      }
    frontier = next;
  }
  return false;
}

/** Aggressive step 4: Move or Forced March along the path to the nearest territory not its own. */
function advance(
  state: FsState,
  banner: Banner,
  ends: ReadonlySet<string>,
  marchSteps: number,
  front: Front,
): OrderSpec | undefined {
  const path = pathTowards(
    state,
    banner,
    ends,
    marchSteps,
    (h) => territoryAt(state, h)!.owner !== banner.factionId,
    front,
  );
  if (!path) return undefined;
  return path.length === 2
    ? { banner: banner.id, type: 'move', path }
    : { banner: banner.id, type: 'forcedMarch', path };
}

/**
 * A shortest path (breadth-first over territories in direction order, BOT §10 preamble) from the banner to the
 * nearest territory that is a `goal` and not yet another banner's order end; among goals equally near, the one
 * fewest steps from enemy land (`front`), then hex order; the path to it is the first found. It is cut to at most
 * `maxSteps` steps and never ends on a hex holding a banner or a garrison, nor on another banner's order end (it
 * stops short instead), so an advance never starts a battle: fights are step 1's, with a Move. Undefined when no
 * goal is reachable or no step can be taken.
 */
function pathTowards(
  state: FsState,
  banner: Banner,
  ends: ReadonlySet<string>,
  maxSteps: number,
  goal: (hex: HexKey) => boolean,
  front: Front,
): HexKey[] | undefined {
  const from = banner.hex!;
  const parent = new Map<string, string | null>([[from, null]]);
  let frontier: string[] = [from];
  let found: string | undefined;
  while (frontier.length > 0 && !found) {
    const next: string[] = [];
    for (const hex of frontier)
      for (const n of adjacentTerritories(state, hex)) {
        if (parent.has(n)) continue;
        parent.set(n, hex);
        next.push(n);
        if (ends.has(n) || !goal(n)) continue;
        if (found === undefined || frontOrder(front, n, found) < 0) found = n;
      }
    frontier = next;
  }
  if (!found) return undefined;
  // Back from the goal, each step to the neighbour one step nearer the banner that comes first in frontOrder (not
  // the first found in direction order), so mirrored banners walk mirrored paths.
  const depth = new Map<string, number>([[from, 0]]);
  for (const [hex] of parent) if (hex !== from) depth.set(hex, depth.get(parent.get(hex)!)! + 1);
  const full: HexKey[] = [found as HexKey];
  for (let d = depth.get(found)! - 1; d > 0; d--) {
    const back = adjacentTerritories(state, full[full.length - 1]!)
      .filter((n) => depth.get(n) === d)
      .sort((a, b) => frontOrder(front, a, b))[0]!;
    full.push(back);
  }
  full.push(from);
  full.reverse();
  // Walk as far as the march allows, then back off any end that is taken, occupied or garrisoned.
  let last = Math.min(full.length - 1, maxSteps);
  while (last >= 1 && blocked(state, full[last]!, ends)) last--;
  return last >= 1 ? full.slice(0, last + 1) : undefined;
}

function blocked(state: FsState, hex: HexKey, ends: ReadonlySet<string>): boolean {
  return ends.has(hex) || bannersAt(state, hex).length > 0 || garrisonPoints(territoryAt(state, hex)) > 0;
}
