import { hasItemWith } from '../state/selectors';
import { territoryAt } from '../state/selectors';
import { isAdjacent, parseHexKey } from '../../../hex';
import { ruleViolation, type RuleViolation } from '../../../kernel';
import type { CommandOf, OrderSpec } from '../model/commands';
import type { FsState } from '../model/types';
import { bannerById, factionBanners, factionById, isTerritory } from '../state/selectors';
import type { FsSink } from './sink';

/** FS-ORDER-1..3, FS-ALLY-4: why a faction's orders may not be submitted. */
export function validateSubmitOrders(state: FsState, c: CommandOf<'SubmitOrders'>): RuleViolation[] {
  const faction = factionById(state, c.faction);
  if (!faction) return [ruleViolation('FS-SETUP-1', `there is no faction ${c.faction}`)];
  if (state.turn.submitted.includes(faction.id))
    return [
      ruleViolation('FS-ORDER-2', `${faction.name} has already submitted its orders; they cannot change`),
    ];
  const seen = new Set<string>();
  const out: RuleViolation[] = [];
  for (const o of c.orders) {
    const banner = bannerById(state, o.banner);
    if (!banner || banner.hex === null) {
      out.push(ruleViolation('FS-ORDER-1', `there is no banner ${o.banner} on the map`));
      continue;
    }
    if (banner.factionId !== faction.id) {
      out.push(ruleViolation('FS-ORDER-1', `${o.banner} belongs to another faction, not to ${faction.name}`));
      continue;
    }
    if (seen.has(o.banner)) out.push(ruleViolation('FS-ORDER-1', `${o.banner} is given more than one order`));
    seen.add(o.banner);
    out.push(...orderProblems(state, o, banner.hex, faction.alliance === 'Destruction'));
  }
  return out;
}

function orderProblems(state: FsState, o: OrderSpec, at: string, destruction: boolean): RuleViolation[] {
  if (o.type === 'hold' || o.type === 'fortify') {
    if (o.path && o.path.length > 1)
      return [ruleViolation('FS-ORDER-1', `a ${o.type} order of ${o.banner} takes no path`)];
    const t = territoryAt(state, at);
    if (o.type === 'fortify' && hasItemWith(t, 'blocksFortify'))
      return [
        ruleViolation(
          'FS-ORDER-1',
          `${o.banner} cannot Fortify in ${at}: it holds a Stronghold or a Lord's Tower`,
        ),
      ];
    return [];
  }
  const path = o.path ?? [];
  if (path[0] !== at) return [ruleViolation('HEX-9', `the path of ${o.banner} must start at its hex ${at}`)];
  const steps = path.length - 1;
  const max = o.type === 'move' ? 1 : destruction ? 3 : 2;
  if (steps < 1 || steps > max) {
    const rule = o.type === 'forcedMarch' && steps === 3 ? 'FS-ALLY-4' : 'FS-ORDER-3';
    return [
      ruleViolation(
        rule,
        `a ${o.type} order takes 1${max > 1 ? `–${max}` : ''} step(s); ${o.banner}'s path has ${steps}`,
      ),
    ];
  }
  for (let i = 1; i < path.length; i++) {
    if (!isTerritory(state, path[i]!))
      return [ruleViolation('FS-MAP-1', `${path[i]} is not a territory (impassable or off the map)`)];
    if (!isAdjacent(parseHexKey(path[i - 1]!), parseHexKey(path[i]!)))
      return [ruleViolation('FS-ORDER-3', `${path[i - 1]} and ${path[i]} are not adjacent`)];
  }
  return [];
}

/** FS-ORDER-2: the orders are stored hidden; the last submission opens EXECUTION (FS-ORDER-4). */
export function resolveSubmitOrders(sink: FsSink, c: CommandOf<'SubmitOrders'>): void {
  const orders = c.orders.map((o) => ({
    banner: o.banner,
    type: o.type,
    ...(o.path && (o.type === 'move' || o.type === 'forcedMarch') ? { path: o.path } : {}),
  }));
  sink.emit('OrdersSubmitted', { faction: c.faction, orders }, ['FS-ORDER-1', 'FS-ORDER-2']);
}

/** Factions that still owe orders: those with a banner on the map (Decision: a faction without banners owes none). */
export function factionsOwingOrders(state: FsState): string[] {
  return state.factions
    .filter((f) => !state.turn.submitted.includes(f.id) && factionBanners(state, f.id).length > 0)
    .map((f) => f.id);
}
