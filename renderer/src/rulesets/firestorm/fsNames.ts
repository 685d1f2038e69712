import type { Alliance, FactionTag, FsStep, ItemType, OrderType, Relic } from '@shared/rulesets/firestorm';

/** The GM's words for the Firestorm catalogue (FS-ITEM-1): names on screen and the badge on the map. */
export const ITEM_NAMES: Readonly<Record<ItemType, { readonly name: string; readonly badge: string }>> = {
  lordsTower: { name: "Lord's Tower", badge: 'LT' },
  musteringGround: { name: 'Mustering Ground', badge: 'MG' },
  barracks: { name: 'Barracks', badge: 'Bk' },
  warLodge: { name: 'War Lodge', badge: 'WL' },
  fortifiedCamp: { name: 'Fortified Camp', badge: 'FC' },
  walledSettlement: { name: 'Walled Settlement', badge: 'WS' },
  stronghold: { name: 'Stronghold', badge: 'SH' },
  forge: { name: 'Forge', badge: 'Fg' },
  foundry: { name: 'Foundry', badge: 'Fd' },
  arcaneSanctum: { name: 'Arcane Sanctum', badge: 'AS' },
  shrine: { name: 'Shrine', badge: 'Sr' },
  temple: { name: 'Temple', badge: 'Tp' },
  scepterOfFlame: { name: 'Scepter of Flame', badge: 'SF' },
};

/** FS-MAP-3 relics as the book names them. */
export const RELIC_NAMES: Readonly<Record<Relic, string>> = {
  prismatikon: 'Prismatikon',
  fulminax: 'Caverns of Fulminax',
  infinityGears: 'Infinity Gears',
};

export const ALLIANCES: readonly Alliance[] = ['Order', 'Chaos', 'Death', 'Destruction'];

/** Race tags (FS-ALLY, SIEGE options) in the GM's words. */
export const TAG_NAMES: Readonly<Record<FactionTag, string>> = { duardin: 'Duardin', ogor: 'Ogor' };

export const ORDER_NAMES: Readonly<Record<OrderType, string>> = {
  move: 'Move',
  forcedMarch: 'Forced March',
  fortify: 'Fortify',
  hold: 'Hold',
};

/** FS-TURN-1 steps as the bar names them. */
export const STEP_NAMES: Readonly<Record<FsStep, string>> = {
  START: 'Start of turn',
  INITIATIVE: 'Initiative',
  ORDERS: 'Orders',
  EXECUTION: 'Execution',
  BATTLES: 'Battles',
  AFTERMATH: 'Aftermath',
  UPKEEP: 'Upkeep',
  BUILD: 'Build',
  SCORING: 'Scoring',
};

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
