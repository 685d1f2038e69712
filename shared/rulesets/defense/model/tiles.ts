/**
 * ANV-5..7: the generic tiles of the settlement defense game. The seed prints no tile texts, so every tile is one of
 * these models; a deck file (deckSchema.ts) is a list of them. Plain JSON throughout (GEN-5 replay, DATA files).
 */

/** ANV-4: the five die types. */
export const DEFENSE_DICE = ['d4', 'd6', 'd8', 'd10', 'd12'] as const;
export type DefenseDie = (typeof DEFENSE_DICE)[number];

export const RESOURCES = ['gold', 'stone', 'manpower'] as const;
export type Resource = (typeof RESOURCES)[number];

/** ANV-7: the closed effect vocabulary the engine simulates; each carries its number n. */
export const EFFECT_KINDS = [
  'ATTACK_MOD',
  'AURA_ATTACK',
  'DISCOUNT_ADJACENT',
  'HAND_LIMIT',
  'DRAW',
  'INFLUENCE_ON_ASSAULT_END',
] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];
export interface Effect {
  readonly kind: EffectKind;
  readonly n: number;
}

export type UnitKeyword = 'LEADER' | 'MONSTER';
export type EnemyKeyword = 'MAGIC' | 'LEADER' | 'MONSTER';

interface TileBase {
  readonly name: string;
  readonly effects: readonly Effect[];
  /** ANV-7: any other effect text is shown but not simulated. */
  readonly text?: string;
}

/** ANV-5. */
export interface UnitTile extends TileBase {
  readonly kind: 'unit';
  readonly cost: { readonly resource: 'manpower'; readonly amount: number };
  readonly provides: { readonly resource: Resource; readonly amount: number };
  readonly ranged?: DefenseDie;
  readonly melee?: DefenseDie;
  readonly attackMod: number;
  readonly rerolls: number;
  readonly keywords: readonly UnitKeyword[];
}

/** ANV-7: a faction building. */
export interface BuildingTile extends TileBase {
  readonly kind: 'building';
  readonly cost: { readonly resource: 'stone'; readonly amount: number };
  readonly provides: { readonly resource: Resource; readonly amount: number };
}

/** ANV-7: a city building (bought from the market, ANV-14). */
export interface CityTile extends TileBase {
  readonly kind: 'city';
  readonly cost: { readonly resource: 'gold'; readonly amount: number };
}

/** ANV-6. */
export interface EnemyTile extends TileBase {
  readonly kind: 'enemy';
  readonly strength: number;
  readonly keywords: readonly EnemyKeyword[];
}

export type FactionTile = UnitTile | BuildingTile;
export type DefenseTile = UnitTile | BuildingTile | CityTile | EnemyTile;

/** A tile in play: its model plus, for faction tiles, the player who owns it. */
export type TileInstance = DefenseTile & { readonly owner?: string };

/** The sum of one effect kind on a tile (ANV-7: several entries of a kind add up). */
export function effectTotal(tile: DefenseTile, kind: EffectKind): number {
  let total = 0;
  for (const effect of tile.effects) if (effect.kind === kind) total += effect.n;
  return total;
}

export const dieFaces = (die: DefenseDie): number => Number(die.slice(1));
export const kernelDie = (die: DefenseDie) => `D${dieFaces(die)}` as const;

/** "AURA_ATTACK(1)" → { kind, n }, or undefined when the text is not of the vocabulary. */
export function parseEffect(text: string): Effect | undefined {
  const match = /^\s*([A-Z_]+)\s*\(\s*(-?\d+)\s*\)\s*$/.exec(text);
  if (!match || !(EFFECT_KINDS as readonly string[]).includes(match[1]!)) return undefined;
  return { kind: match[1] as EffectKind, n: Number(match[2]) };
}

export const formatEffect = (effect: Effect): string => `${effect.kind}(${effect.n})`;
