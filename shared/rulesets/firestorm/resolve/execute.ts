import { territoryAt, isTerritory } from '../state/selectors';
import { dirFrom, parseHexKey, type HexKey } from '../../../hex';
import { ruleViolation, type RuleViolation } from '../../../kernel';
import type { CommandOf } from '../model/commands';
import { ITEMS } from '../model/items';
import type { Banner, FsState } from '../model/types';
import { bannerById, bannersAt, garrisonPoints, openBattleAt } from '../state/selectors';
import { siegeLevelOf } from '../state/siegeLevelOf';
import type { FsSink } from './sink';
import { t } from '../../../i18n';

export function validateExecuteNext(state: FsState, c: CommandOf<'ExecuteNext'>): RuleViolation[] {
  const banner = bannerById(state, c.banner);
  if (!banner || banner.hex === null)
    return [ruleViolation('FS-ORDER-4', t('fsRules:common.noBanner', { banner: c.banner }))];
  if (banner.factionId !== state.turn.active)
    return [
      ruleViolation(
        'FS-ORDER-4',
        t('fsRules:execute.notActive', { banner: c.banner, faction: state.turn.active }),
      ),
    ];
  if (banner.orderState !== 'pending')
    return [ruleViolation('FS-ORDER-4', t('fsRules:execute.done', { banner: c.banner }))];
  return [];
}

/** FS-MOVE-1..7: carries out one banner's order step by step. */
export function resolveExecuteNext(sink: FsSink, c: CommandOf<'ExecuteNext'>): void {
  const banner = bannerById(sink.state, c.banner)!;
  const order = banner.order ?? { type: 'hold' as const };
  if (order.type === 'hold' || order.type === 'fortify' || !order.path) {
    sink.emit('BannerHeld', { banner: banner.id, order: order.type }, ['FS-ORDER-1']);
    return;
  }
  walk(sink, banner, order.path as HexKey[], order.type === 'forcedMarch');
}

function walk(sink: FsSink, banner: Banner, path: readonly HexKey[], forced: boolean): void {
  const state = sink.state;
  const walked: HexKey[] = [banner.hex as HexKey];
  let contact: { hex: HexKey; from: HexKey } | undefined;
  for (let i = 1; i < path.length; i++) {
    const next = path[i]!;
    const final = i === path.length - 1;
    if (!isTerritory(state, next)) break; // FS-MOVE-1(a)
    if (openBattleAt(state, next)) break; // FS-MOVE-1(b)
    const here = bannersAt(state, next);
    if (here.some((b) => b.factionId === banner.factionId)) {
      if (final) break; // FS-MOVE-1(c), FS-MULTI-4
      walked.push(next); // passes through
      continue;
    }
    const t = territoryAt(state, next)!;
    const enemyGarrison = t.owner !== null && t.owner !== banner.factionId && garrisonPoints(t) > 0;
    walked.push(next);
    if (here.length > 0 || enemyGarrison) {
      contact = { hex: next, from: walked[walked.length - 2]! };
      break; // FS-MOVE-1(d)
    }
  }
  // Decision: a banner that stops short (FS-MOVE-1(b)) on a hex it was only passing through, where a banner of its
  // own faction stands, backs off to the last hex of its walk without one (FS-MULTI-4), at worst its start hex.
  while (!contact && walked.length > 1 && friendlyAt(state, banner, walked[walked.length - 1]!)) walked.pop();
  const moveRules = ['FS-MOVE-1', 'FS-MOVE-5'];
  sink.emit('BannerMoved', { banner: banner.id, path: walked, final: true }, moveRules);
  for (const hex of walked.slice(1)) {
    if (contact && hex === contact.hex) break;
    if (!friendlyAt(state, banner, hex)) claim(sink, banner.factionId, hex); // FS-MOVE-1(c): passing through claims nothing
  }
  if (contact) startBattle(sink, banner, contact.hex, contact.from, forced);
}

/** Another banner of the banner's faction stands at `hex` (in `state`, as the walk began; a function, not a closure). */
function friendlyAt(state: FsState, banner: Banner, hex: string): boolean {
  return bannersAt(state, hex).some((b) => b.factionId === banner.factionId && b.id !== banner.id);
}

/** FS-MOVE-2, FS-MOVE-4: claiming or conquering an undefended territory. */
export function claim(sink: FsSink, faction: string, hex: HexKey): void {
  const t = territoryAt(sink.state, hex)!;
  if (t.owner === faction) return;
  if (bannersAt(sink.state, hex).some((b) => b.factionId !== faction)) return;
  if (t.owner === null) {
    sink.emit('TerritoryClaimed', { hex, from: null, to: faction }, ['FS-MOVE-2', 'AMD-11']);
    return;
  }
  conquer(sink, hex, t.owner, faction, ['FS-MOVE-2', 'FS-MOVE-4', 'AMD-11']);
}

/** FS-MOVE-4: a change of owner strips Mustering Ground, Barracks and War Lodge. */
export function conquer(sink: FsSink, hex: HexKey, from: string, to: string, ruleIds: string[]): void {
  sink.emit('TerritoryConquered', { hex, from, to }, ruleIds);
  for (const item of territoryAt(sink.state, hex)!.items)
    if (ITEMS[item.type].removedOnConquest)
      sink.emit('DomainItemRemoved', { hex, item: item.type, cause: 'conquest' }, ['FS-MOVE-4']);
}

/** FS-MOVE-3, FS-MOVE-6/7, FS-ORDER-5, SIEGE-1: contact creates a battle. */
function startBattle(sink: FsSink, attacker: Banner, hex: HexKey, entryHex: HexKey, forced: boolean): void {
  const state = sink.state;
  const t = territoryAt(state, hex)!;
  const defender = bannersAt(state, hex).find((b) => b.factionId !== attacker.factionId);
  const defenderFaction = defender?.factionId ?? t.owner!;
  const garrison = t.owner === defenderFaction && garrisonPoints(t) > 0;
  const eligible = siegeLevelOf(state, hex, defenderFaction) !== undefined; // SIEGE-1, AMD-15
  sink.emit(
    'BattleStarted',
    {
      battle: hex,
      battleId: `battle-${state.nextBattleSeq}`,
      hex,
      attacker: attacker.id,
      attackerFaction: attacker.factionId,
      defender: defender?.id ?? 'garrison',
      defenderFaction,
      garrison,
      entryHex,
      entryDir: dirFrom(parseHexKey(hex), parseHexKey(entryHex)),
      hexOwner: t.owner,
      ...(eligible ? {} : { kind: 'field' }),
    },
    ['FS-MOVE-3', 'FS-MOVE-6', 'FS-BATTLE-1'],
  );
  if (forced) sink.emit('BannerFatigued', { banner: attacker.id }, ['FS-MOVE-7', 'AMD-11']);
  if (defender) {
    if (defender.order?.type === 'forcedMarch' && defender.orderState === 'executed')
      sink.emit('BannerFatigued', { banner: defender.id }, ['FS-MOVE-7', 'AMD-11']);
    const moving = defender.order?.type === 'move' || defender.order?.type === 'forcedMarch';
    if (defender.orderState === 'pending' && moving)
      sink.emit('OrderForcedToHold', { banner: defender.id, attackerBanner: attacker.id }, ['FS-ORDER-5']);
  }
}
