import { t } from '@shared/i18n';
import { translatedRecord } from './translatedRecord';
import type { Alliance, FactionTag, FsStep, ItemType, OrderType, Relic } from '@shared/rulesets/firestorm';

/** The GM's words for the Firestorm catalogue (FS-ITEM-1), in the current language, and the badge on the map. */
const ITEM_TYPES = [
  'lordsTower',
  'musteringGround',
  'barracks',
  'warLodge',
  'fortifiedCamp',
  'walledSettlement',
  'stronghold',
  'forge',
  'foundry',
  'arcaneSanctum',
  'shrine',
  'temple',
  'scepterOfFlame',
] as const satisfies readonly ItemType[];
/** Badges on the map: the book's abbreviations, the same in every language. */
const ITEM_BADGES: Readonly<Record<ItemType, string>> = {
  lordsTower: 'LT',
  musteringGround: 'MG',
  barracks: 'Bk',
  warLodge: 'WL',
  fortifiedCamp: 'FC',
  walledSettlement: 'WS',
  stronghold: 'SH',
  forge: 'Fg',
  foundry: 'Fd',
  arcaneSanctum: 'AS',
  shrine: 'Sr',
  temple: 'Tp',
  scepterOfFlame: 'SF',
};
export const ITEM_NAMES: Readonly<Record<ItemType, { readonly name: string; readonly badge: string }>> =
  Object.fromEntries(
    ITEM_TYPES.map((type) => [
      type,
      {
        get name() {
          return t(`firestorm:items.${type}`);
        },
        badge: ITEM_BADGES[type],
      },
    ]),
  ) as Record<ItemType, { readonly name: string; readonly badge: string }>;

/** FS-MAP-3 relics as the book names them. */
export const RELIC_NAMES: Readonly<Record<Relic, string>> = translatedRecord(
  ['prismatikon', 'fulminax', 'infinityGears'] as const,
  (relic) => t(`firestorm:relics.${relic}`),
);

export const ALLIANCES: readonly Alliance[] = ['Order', 'Chaos', 'Death', 'Destruction'];

/** Race tags (FS-ALLY, SIEGE options) in the GM's words. */
export const TAG_NAMES: Readonly<Record<FactionTag, string>> = translatedRecord(
  ['duardin', 'ogor'] as const,
  (tag) => t(`firestorm:tags.${tag}`),
);

export const ORDER_NAMES: Readonly<Record<OrderType, string>> = translatedRecord(
  ['move', 'forcedMarch', 'fortify', 'hold'] as const,
  (order) => t(`firestorm:orderTypes.${order}`),
);

/** FS-TURN-1 steps as the bar names them. */
export const STEP_NAMES: Readonly<Record<FsStep, string>> = translatedRecord(
  [
    'START',
    'INITIATIVE',
    'ORDERS',
    'EXECUTION',
    'BATTLES',
    'AFTERMATH',
    'UPKEEP',
    'BUILD',
    'SCORING',
  ] as const,
  (step) => t(`firestorm:steps.${step}`),
);

/**
 * Colour-blind-safe faction colours (Okabe–Ito): blue, orange, bluish green, reddish purple, then vermillion, sky
 * blue and yellow. Each faction also gets a pattern and border style (FACTION_LOOKS), so colour is never alone.
 */
export const FACTION_COLORS = [
  { color: '#0072B2', name: 'Blue' },
  { color: '#E69F00', name: 'Orange' },
  { color: '#009E73', name: 'Green' },
  { color: '#CC79A7', name: 'Purple' },
  { color: '#D55E00', name: 'Vermillion' },
  { color: '#56B4E9', name: 'Sky blue' },
  { color: '#F0E442', name: 'Yellow' },
] as const;
