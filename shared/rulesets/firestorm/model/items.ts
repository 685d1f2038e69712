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
}

export const ITEMS: Readonly<Record<ItemType, ItemSpec>> = {
  lordsTower: { chain: 'tower', removedOnConquest: false },
  musteringGround: { chain: 'garrison', cost: 1, removedOnConquest: true, garrison: 1500 },
  barracks: {
    chain: 'garrison',
    cost: 2,
    replaces: 'musteringGround',
    removedOnConquest: true,
    garrison: 1500,
  },
  warLodge: { chain: 'garrison', cost: 3, replaces: 'barracks', removedOnConquest: true, garrison: 2000 },
  fortifiedCamp: { chain: 'settlement', cost: 2, removedOnConquest: false },
  walledSettlement: { chain: 'settlement', cost: 4, replaces: 'fortifiedCamp', removedOnConquest: false },
  stronghold: { chain: 'settlement', cost: 3, replaces: 'fortifiedCamp', removedOnConquest: false },
  forge: { chain: 'asterisk', cost: 2, removedOnConquest: false },
  foundry: { chain: 'asterisk', cost: 3, replaces: 'forge', removedOnConquest: false },
  arcaneSanctum: { chain: 'asterisk', cost: 1, removedOnConquest: false },
  shrine: { chain: 'asterisk', cost: 3, removedOnConquest: false },
  temple: { chain: 'asterisk', cost: 3, replaces: 'shrine', removedOnConquest: false },
  scepterOfFlame: { chain: 'scepter', removedOnConquest: false },
};

export function isItemType(value: unknown): value is ItemType {
  return typeof value === 'string' && (ITEM_TYPES as readonly string[]).includes(value);
}

/** SIEGE-1: the stronghold level an eligible item gives. */
export const SIEGE_LEVELS: Partial<Record<ItemType, 1 | 2 | 3>> = {
  walledSettlement: 1,
  stronghold: 2,
  lordsTower: 3,
};
