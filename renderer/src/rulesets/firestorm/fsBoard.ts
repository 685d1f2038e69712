import { hexName, isHexKey, type HexKey } from '@shared/hex';
import { t } from '@shared/i18n';
import type { Viewer } from '@shared/kernel';
import { liveBanners, openBattles, siegeOf, visibleOrder, type FsState } from '@shared/rulesets/firestorm';
import type {
  BannerMark,
  BannerMotion,
  ConflictMark,
  OrderMark,
  TerritoryBoard,
} from './canvas/territoryBoard';
import { territoryPartsOf } from './fsTerritoryParts';

/** A banner's name on screen: its faction's name and number ("Ash 2", by creation order), never its id. */
export function bannerName(state: FsState, bannerId: string): string {
  return bannerNames(state).get(bannerId) ?? t('firestorm:names.aBanner');
}

const namesByBanners = new WeakMap<object, Map<string, string>>();

/** Every banner's name, memoised per banners array (the names change only when banners are raised). */
function bannerNames(state: FsState): Map<string, string> {
  let names = namesByBanners.get(state.banners);
  if (!names) {
    names = new Map();
    const counts = new Map<string, number>();
    for (const b of [...state.banners].sort((a, c) => a.seq - c.seq)) {
      const n = (counts.get(b.factionId) ?? 0) + 1;
      counts.set(b.factionId, n);
      names.set(
        b.id,
        `${state.factions.find((f) => f.id === b.factionId)?.name ?? t('firestorm:names.banner')} ${n}`,
      );
    }
    namesByBanners.set(state.banners, names);
  }
  return names;
}

/** The territory's name on screen: its special name, or its hex ("hex 0503", in the GM's language). */
export function territoryName(state: FsState, hex: string): string {
  const special = state.territories[hex]?.special?.name;
  if (special) return special;
  return isHexKey(hex) ? t('log:names.hex', { hex: hexName(hex) }) : `"${hex}"`;
}

/**
 * What the board draws of a Firestorm campaign as `viewer` may see it: every territory, item and banner is public;
 * orders only as FS-ORDER-2 allows (the GM all, a faction its own and the revealed ones).
 */
export function buildTerritoryBoard(state: FsState, viewer: Viewer): TerritoryBoard {
  const index = new Map(state.factions.map((f, i) => [f.id, i]));
  const { owners, items, specials } = territoryPartsOf(state);
  const banners: BannerMark[] = [];
  const orders: OrderMark[] = [];
  const names = bannerNames(state);
  for (const banner of liveBanners(state)) {
    const faction = index.get(banner.factionId) ?? 0;
    banners.push({
      id: banner.id,
      hex: banner.hex!,
      faction,
      label: names.get(banner.id) ?? t('firestorm:names.aBanner'),
      points: banner.points,
      fatigued: banner.fatigued,
      done: banner.orderState !== 'pending' && state.turn.step === 'EXECUTION',
    });
    const order = banner.orderState === 'pending' ? visibleOrder(state, viewer, banner) : undefined;
    if (order?.path && order.path.length > 1)
      orders.push({ bannerId: banner.id, faction, kind: order.type, path: order.path });
  }
  const conflicts: ConflictMark[] = openBattles(state).map((battle) => {
    const siege = siegeOf(state, battle.id);
    if (siege && siege.state !== 'ended')
      return { hex: battle.hex, kind: 'siege', text: t('firestorm:mapLabels.siege', { level: siege.level }) };
    return {
      hex: battle.hex,
      kind: 'battle',
      ...(battle.games.length > 0
        ? { text: t('firestorm:mapLabels.games', { count: battle.games.length }) }
        : {}),
    };
  });
  const motion = lastMove(state);
  return {
    factions: state.factions.map((f) => ({ name: f.name, color: f.color })),
    owners,
    items,
    specials,
    banners,
    conflicts,
    orders,
    ...(motion ? { motion } : {}),
  };
}

/** The log's latest BannerMoved (FS-MOVE-1: a revealed order walked in EXECUTION), keyed by its place in the log. */
function lastMove(state: FsState): BannerMotion | undefined {
  for (let i = state.log.length - 1; i >= 0; i--) {
    const event = state.log[i]!;
    if (event.type !== 'BannerMoved') continue;
    const { banner, path } = event.payload as { banner: string; path: readonly HexKey[] };
    return path.length > 1 ? { key: i, bannerId: banner, path } : undefined;
  }
  return undefined;
}
