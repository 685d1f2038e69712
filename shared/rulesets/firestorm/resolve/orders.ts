import { hasItemWith } from '../state/selectors';
import { territoryAt } from '../state/selectors';
import { isAdjacent, parseHexKey } from '../../../hex';
import { ruleViolation, type RuleViolation } from '../../../kernel';
import type { CommandOf, OrderSpec } from '../model/commands';
import type { FsState } from '../model/types';
import { bannerById, factionBanners, factionById, isTerritory } from '../state/selectors';
import type { FsSink } from './sink';
import { t } from '../../../i18n';

/** FS-ORDER-1..3, FS-ALLY-4: why a faction's orders may not be submitted. */
export function validateSubmitOrders(state: FsState, c: CommandOf<'SubmitOrders'>): RuleViolation[] {
  const faction = factionById(state, c.faction);
  if (!faction) return [ruleViolation('FS-SETUP-1', t('fsRules:common.noFaction', { faction: c.faction }))];
  if (state.turn.submitted.includes(faction.id))
    return [ruleViolation('FS-ORDER-2', t('fsRules:orders.submitted', { faction: faction.name }))];
  const seen = new Set<string>();
  const out: RuleViolation[] = [];
  for (const o of c.orders) {
    const banner = bannerById(state, o.banner);
    if (!banner || banner.hex === null) {
      out.push(ruleViolation('FS-ORDER-1', t('fsRules:common.noBanner', { banner: o.banner })));
      continue;
    }
    if (banner.factionId !== faction.id) {
      out.push(
        ruleViolation(
          'FS-ORDER-1',
          t('fsRules:orders.otherFaction', { banner: o.banner, faction: faction.name }),
        ),
      );
      continue;
    }
    if (seen.has(o.banner))
      out.push(ruleViolation('FS-ORDER-1', t('fsRules:orders.twice', { banner: o.banner })));
    seen.add(o.banner);
    out.push(...orderProblems(state, o, banner.hex, faction.alliance === 'Destruction'));
  }
  return out;
}

function orderProblems(state: FsState, o: OrderSpec, at: string, destruction: boolean): RuleViolation[] {
  if (o.type === 'hold' || o.type === 'fortify') {
    if (o.path && o.path.length > 1)
      return [
        ruleViolation(
          'FS-ORDER-1',
          t('fsRules:orders.noPath', { order: t(`firestorm:orderTypes.${o.type}`), banner: o.banner }),
        ),
      ];
    const here = territoryAt(state, at);
    if (o.type === 'fortify' && hasItemWith(here, 'blocksFortify'))
      return [ruleViolation('FS-ORDER-1', t('fsRules:orders.noFortify', { banner: o.banner, hex: at }))];
    return [];
  }
  const path = o.path ?? [];
  if (path[0] !== at)
    return [ruleViolation('HEX-9', t('fsRules:orders.pathStart', { banner: o.banner, hex: at }))];
  const steps = path.length - 1;
  const max = o.type === 'move' ? 1 : destruction ? 3 : 2;
  if (steps < 1 || steps > max) {
    const rule = o.type === 'forcedMarch' && steps === 3 ? 'FS-ALLY-4' : 'FS-ORDER-3';
    return [
      ruleViolation(
        rule,
        max > 1
          ? t('fsRules:orders.stepsRange', {
              order: t(`firestorm:orderTypes.${o.type}`),
              max,
              banner: o.banner,
              count: steps,
            })
          : t('fsRules:orders.stepsOne', {
              order: t(`firestorm:orderTypes.${o.type}`),
              banner: o.banner,
              count: steps,
            }),
      ),
    ];
  }
  for (let i = 1; i < path.length; i++) {
    if (!isTerritory(state, path[i]!))
      return [ruleViolation('FS-MAP-1', t('fsRules:orders.notTerritory', { hex: path[i] }))];
    if (!isAdjacent(parseHexKey(path[i - 1]!), parseHexKey(path[i]!)))
      return [
        ruleViolation('FS-ORDER-3', t('fsRules:orders.notAdjacent', { from: path[i - 1], to: path[i] })),
      ];
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
