import type { Alliance } from './types';

/** FS-ITEM-1: the domain item catalogue. Relics are not items: they come with their special territory (FS-MAP-3). */
export const ITEM_TYPES = [
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
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** FS-BUILD-5 Decision: the chains a territory holds at most one item of. */
export type ItemChain = 'tower' | 'garrison' | 'settlement' | 'asterisk' | 'scepter';

/**
 * One row of the catalogue: the item's costs and every effect the engine reads of it, so a new item is one row
 * (issue 25). The rules read these fields, never an item's id.
 */
export interface ItemSpec {
  readonly chain: ItemChain;
  /** BP cost; undefined = never built (Lord's Tower, FS-BUILD-3; Scepter is forged, FS-BUILD-7). */
  readonly cost?: number;
  /** FS-BUILD-4: the item this one replaces in the same territory. */
  readonly replaces?: ItemType;
  /** FS-MOVE-4: removed when the territory changes hands. */
  readonly removedOnConquest: boolean;
  /** FS-GARR-1: garrison points. */
  readonly garrison?: number;
  /** FS-ALLY-2: a Chaos banner's Raze removes it (every item but a Lord's Tower). */
  readonly razable: boolean;
  /** FS-BUILD-3: nothing may be built in a territory holding it. */
  readonly blocksBuilding?: true;
  /** FS-ORDER-1: a banner may not Fortify in a territory holding it. */
  readonly blocksFortify?: true;
  /** SIEGE-1: the stronghold level it gives a siege (when fs.siegeEligibleItems lists it); a settlement defense. */
  readonly siegeLevel?: 1 | 2 | 3;
  /** FS-BP-3: Build Points it adds each turn; a faction gets the best one it owns, not the sum. */
  readonly buildIncome?: number;
  /** FS-BATTLE-6: a faction owning one rolls D3 Command Points for each of its battles. */
  readonly commandPoints?: true;
  /**
   * FS-SCATTER-1: a scattered banner may go to an owned territory holding it, ranked by BOT-12 (lower first);
   * `alliance` limits it to one grand alliance's banners (FS-ALLY-3: Death's garrison buildings).
   */
  readonly scatter?: { readonly rank: number; readonly alliance?: Alliance };
}

export const ITEMS: Readonly<Record<ItemType, ItemSpec>> = {
  lordsTower: {
    chain: 'tower',
    removedOnConquest: false,
    razable: false,
    blocksBuilding: true,
    blocksFortify: true,
    siegeLevel: 3,
    commandPoints: true,
    scatter: { rank: 0 },
  },
  musteringGround: {
    chain: 'garrison',
    cost: 1,
    removedOnConquest: true,
    garrison: 1500,
    razable: true,
    scatter: { rank: 2, alliance: 'Death' },
  },
  barracks: {
    chain: 'garrison',
    cost: 2,
    replaces: 'musteringGround',
    removedOnConquest: true,
    garrison: 1500,
    razable: true,
    scatter: { rank: 2, alliance: 'Death' },
  },
  warLodge: {
    chain: 'garrison',
    cost: 3,
    replaces: 'barracks',
    removedOnConquest: true,
    garrison: 2000,
    razable: true,
    scatter: { rank: 2, alliance: 'Death' },
  },
  fortifiedCamp: { chain: 'settlement', cost: 2, removedOnConquest: false, razable: true },
  walledSettlement: {
    chain: 'settlement',
    cost: 4,
    replaces: 'fortifiedCamp',
    removedOnConquest: false,
    razable: true,
    siegeLevel: 1,
  },
  stronghold: {
    chain: 'settlement',
    cost: 3,
    replaces: 'fortifiedCamp',
    removedOnConquest: false,
    razable: true,
    blocksFortify: true,
    siegeLevel: 2,
    scatter: { rank: 1 },
  },
  forge: { chain: 'asterisk', cost: 2, removedOnConquest: false, razable: true, buildIncome: 1 },
  foundry: {
    chain: 'asterisk',
    cost: 3,
    replaces: 'forge',
    removedOnConquest: false,
    razable: true,
    buildIncome: 2,
  },
  arcaneSanctum: { chain: 'asterisk', cost: 1, removedOnConquest: false, razable: true },
  shrine: { chain: 'asterisk', cost: 3, removedOnConquest: false, razable: true },
  temple: { chain: 'asterisk', cost: 3, replaces: 'shrine', removedOnConquest: false, razable: true },
  scepterOfFlame: { chain: 'scepter', removedOnConquest: false, razable: true },
};

/** The item types whose row has `field` set, in catalogue order. */
export const itemsWith = (field: keyof ItemSpec): ItemType[] =>
  ITEM_TYPES.filter((type) => ITEMS[type][field] !== undefined && ITEMS[type][field] !== false);

export function isItemType(value: unknown): value is ItemType {
  return typeof value === 'string' && (ITEM_TYPES as readonly string[]).includes(value);
}

/** SIEGE-1: the stronghold level an eligible item gives (the rows' siegeLevel). */
export const SIEGE_LEVELS: Partial<Record<ItemType, 1 | 2 | 3>> = Object.fromEntries(
  itemsWith('siegeLevel').map((type) => [type, ITEMS[type].siegeLevel]),
);
