import { t } from '../../../i18n';
import type { FsBriefingItem } from './battleBriefing';

const ITEM_EFFECT_IDS = [
  'foundry',
  'arcaneSanctum',
  'scepterOfFlame',
  'prismatikon',
  'fulminax',
  'infinityGears',
] as const;

/**
 * FS-ITEM-1's "briefing-only effect" column (and the Infinity Gears' glory), in the catalogue's words: getters, so
 * each read is in the current language (issue 32).
 */
export const ITEM_EFFECTS = Object.defineProperties(
  {},
  Object.fromEntries(
    ITEM_EFFECT_IDS.map((id) => [id, { enumerable: true, get: () => t(`fsEngine:itemEffects.${id}`) }]),
  ),
) as { readonly [K in (typeof ITEM_EFFECT_IDS)[number]]: string };

/** The [BRIEFING] ids of the standing texts, in the order they are shown. */
const STANDING_IDS = [1, 7, 8, 9, 12] as const;

/** §5.18: the briefing texts every Firestorm game carries, whoever plays it, in the current language. */
export function standingItems(): readonly FsBriefingItem[] {
  return STANDING_IDS.map((n) => ({ id: `FS-BRIEF-${n}`, text: t(`fsEngine:standing.brief${n}`) }));
}
