import { distance, parseHexKey } from '../../../hex';
import { ruleViolation, type RuleViolation } from '../../../kernel';
import type { CommandOf } from '../model/commands';
import type { Banner, FsState } from '../model/types';
import { bannerById } from '../state/selectors';
import type { FsSink } from './sink';
import { t } from '../../../i18n';

/**
 * FS-MULTI-5 [RECORD]: named characters and player commanders belong to one banner; FS-BATTLE-7/FS-PTG-6: a character
 * removed from the campaign never comes back. The GM enters a banner's characters (a record, any step); moving one
 * to another banner is a swap, declared in ORDERS between adjacent banners of one faction.
 */

const liveBanner = (state: FsState, id: string): Banner | undefined => {
  const banner = bannerById(state, id);
  return banner && banner.hex !== null ? banner : undefined;
};

/** The faction's other banner holding `name`, if any (FS-MULTI-5: a character belongs to one banner). */
function holderOf(state: FsState, banner: Banner, name: string): Banner | undefined {
  return state.banners.find(
    (b) => b.id !== banner.id && b.factionId === banner.factionId && b.characters.includes(name),
  );
}

export function validateRecordCharacters(state: FsState, c: CommandOf<'RecordCharacters'>): RuleViolation[] {
  const banner = liveBanner(state, c.banner);
  if (!banner) return [ruleViolation('FS-MULTI-5', t('fsRules:common.noBanner', { banner: c.banner }))];
  const names = c.characters.map((n) => n.trim());
  if (new Set(names).size !== names.length)
    return [ruleViolation('FS-MULTI-5', t('fsRules:characters.twice'))];
  for (const name of names) {
    const holder = holderOf(state, banner, name);
    // Decision: a record never moves a character; that is a swap (ORDERS, adjacent banners).
    if (holder && !banner.characters.includes(name))
      return [ruleViolation('FS-MULTI-5', t('fsRules:characters.otherBanner', { name }))];
    if (state.banners.some((b) => b.factionId === banner.factionId && b.fallen?.includes(name)))
      return [ruleViolation('FS-PTG-6', t('fsRules:characters.removed', { name }))];
  }
  return [];
}

export function resolveRecordCharacters(sink: FsSink, c: CommandOf<'RecordCharacters'>): void {
  sink.emit('CharactersRecorded', { banner: c.banner, characters: c.characters.map((n) => n.trim()) }, [
    'FS-MULTI-5',
    'FS-BATTLE-7',
  ]);
}

export function validateSwapCharacter(state: FsState, c: CommandOf<'SwapCharacter'>): RuleViolation[] {
  const from = liveBanner(state, c.from);
  const to = liveBanner(state, c.to);
  if (!from || !to)
    return [ruleViolation('FS-MULTI-5', t('fsRules:common.noBanner', { banner: from ? c.to : c.from }))];
  if (!from.characters.includes(c.character))
    return [
      ruleViolation('FS-MULTI-5', t('fsRules:characters.notWith', { name: c.character, banner: c.from })),
    ];
  if (from.factionId !== to.factionId)
    return [ruleViolation('FS-MULTI-5', t('fsRules:characters.sameFaction'))];
  if (distance(parseHexKey(from.hex!), parseHexKey(to.hex!)) !== 1)
    return [ruleViolation('FS-MULTI-5', t('fsRules:characters.adjacent'))];
  // "Declared during ORDERS, before any movement": with the faction's orders, so not once they are locked.
  if (state.turn.submitted.includes(from.factionId))
    return [ruleViolation('FS-MULTI-5', t('fsRules:characters.ordersIn'))];
  return [];
}

export function resolveSwapCharacter(sink: FsSink, c: CommandOf<'SwapCharacter'>): void {
  sink.emit('CharacterSwapped', { character: c.character, from: c.from, to: c.to }, ['FS-MULTI-5']);
}
