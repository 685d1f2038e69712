import { ITEMS } from '../model/items';
import { territoryAt } from '../state/selectors';
import type { RuleViolation } from '../../../kernel';
import { refusal } from './refusal';
import type { CommandOf } from '../model/commands';
import type { FsState } from '../model/types';
import {
  allowedBanners,
  bannerById,
  bannersAt,
  factionBanners,
  factionById,
  holdsOriginTower,
} from '../state/selectors';
import type { FsSink } from './sink';
import { t } from '../../../i18n';

export function validateRaze(state: FsState, c: CommandOf<'Raze'>): RuleViolation[] {
  const banner = bannerById(state, c.banner);
  if (!banner || banner.hex === null)
    return [refusal('FS-ALLY-2', () => t('fsRules:common.noBanner', { banner: c.banner }))];
  if (factionById(state, banner.factionId)?.alliance !== 'Chaos')
    return [refusal('FS-ALLY-2', () => t('fsRules:upkeep.chaosOnly', { banner: c.banner }))];
  if (banner.scattered)
    return [refusal('FS-SCATTER-3', () => t('fsRules:upkeep.scattered', { banner: c.banner }))];
  const items = territoryAt(state, banner.hex)!.items.filter((i) => ITEMS[i.type].razable);
  if (items.length === 0)
    return [refusal('FS-ALLY-2', () => t('fsRules:upkeep.nothingToRaze', { hex: banner.hex }))];
  return [];
}

/** FS-ALLY-2: every domain item but a Lord's Tower is removed. */
export function resolveRaze(sink: FsSink, c: CommandOf<'Raze'>): void {
  const banner = bannerById(sink.state, c.banner)!;
  const removedItems = territoryAt(sink.state, banner.hex!)!
    .items.filter((i) => ITEMS[i.type].razable)
    .map((i) => i.type);
  sink.emit('TerritoryRazed', { hex: banner.hex, banner: banner.id, removedItems }, ['FS-ALLY-2']);
}

export function validateRemoveBanner(state: FsState, c: CommandOf<'RemoveBanner'>): RuleViolation[] {
  const banner = bannerById(state, c.banner);
  if (!banner || banner.hex === null)
    return [refusal('FS-MULTI-3', () => t('fsRules:common.noBanner', { banner: c.banner }))];
  const faction = factionById(state, banner.factionId)!;
  if (factionBanners(state, faction.id).length <= allowedBanners(state, faction))
    return [refusal('FS-MULTI-3', () => t('fsRules:upkeep.notExcess', { faction: faction.name }))];
  return [];
}

export function resolveRemoveBanner(sink: FsSink, c: CommandOf<'RemoveBanner'>): void {
  sink.emit('BannerDisbanded', { banner: c.banner, cause: 'excess' }, ['FS-MULTI-3']);
}

export function validateRaiseBanner(state: FsState, c: CommandOf<'RaiseBanner'>): RuleViolation[] {
  const faction = factionById(state, c.faction);
  if (!faction) return [refusal('FS-SETUP-1', () => t('fsRules:common.noFaction', { faction: c.faction }))];
  // AMD-15: FS-MULTI-2 states the condition; FS-MULTI-1 ties the guaranteed first banner to the tower.
  if (!holdsOriginTower(state, faction))
    return [
      refusal('FS-MULTI-2', () => t('fsRules:upkeep.noTower', { faction: faction.name }), ['FS-MULTI-1']),
    ];
  // AMD-15: FS-MULTI-1 defines the allowance, FS-MULTI-2 states the condition (allowed greater than the count).
  if (factionBanners(state, faction.id).length >= allowedBanners(state, faction))
    return [refusal('FS-MULTI-1', () => t('fsRules:upkeep.full', { faction: faction.name }), ['FS-MULTI-2'])];
  if (c.banner && state.banners.some((b) => b.id === c.banner))
    return [refusal('FS-MULTI-2', () => t('fsRules:upkeep.idTaken', { banner: c.banner }))];
  if (bannersAt(state, faction.originTowerHex).length > 0)
    return [refusal('FS-MULTI-2', () => t('fsRules:upkeep.towerOccupied', { faction: faction.name }))];
  return [];
}

/** FS-MULTI-2, AMD-4: a new banner at the origin tower, with the next free id. */
export function resolveRaiseBanner(sink: FsSink, c: CommandOf<'RaiseBanner'>): void {
  const s = sink.state;
  const faction = factionById(s, c.faction)!;
  let seq = s.nextBannerSeq;
  while (s.banners.some((b) => b.id === `B${seq}`)) seq++;
  sink.emit(
    'BannerRaised',
    {
      banner: c.banner ?? `B${seq}`,
      seq,
      faction: faction.id,
      hex: faction.originTowerHex,
      points: s.settings['fs.bannerPoints'],
      players: faction.playerIds,
    },
    ['FS-MULTI-2', 'AMD-4'],
  );
}

/** FS-MULTI-3 at the end of UPKEEP, BOT-13: the newest banners go first. */
export function enforceBannerLimit(sink: FsSink): void {
  for (const faction of sink.state.factions) {
    const banners = factionBanners(sink.state, faction.id);
    const excess = banners.length - allowedBanners(sink.state, faction);
    if (excess <= 0) continue;
    for (const b of banners.slice(-excess).reverse())
      sink.emit('BannerDisbanded', { banner: b.id, cause: 'excess' }, ['FS-MULTI-3', 'BOT-13']);
  }
}
