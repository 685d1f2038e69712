import { t } from '@shared/i18n';
import type { HexKey } from '@shared/hex';

/**
 * What the territory layers of a territory game (Firestorm) draw: plain data built by the ruleset's view from its
 * state, so the canvas knows nothing of the rules. Factions are referred to by their index in `factions`, which
 * also picks their pattern and border style (readable in greyscale and for colour-blind players).
 */
export interface TerritoryBoard {
  readonly factions: readonly TerritoryFaction[];
  /** Owner faction index of every owned hex; unclaimed hexes are absent. */
  readonly owners: ReadonlyMap<HexKey, number>;
  /** Domain items per hex, as short badge texts (the legend explains them). */
  readonly items: readonly { readonly hex: HexKey; readonly badges: readonly string[] }[];
  readonly specials: readonly TerritorySpecial[];
  readonly banners: readonly BannerMark[];
  /** Pending battles and sieges (FS-MOVE-1(b): one per territory). */
  readonly conflicts: readonly ConflictMark[];
  /** Orders the viewer may see (FS-ORDER-2), drawn as arrows along their paths. */
  readonly orders: readonly OrderMark[];
  /** Names written above hexes (a setup's start territories, "Iron Host"). */
  readonly labels?: readonly { readonly hex: HexKey; readonly text: string }[];
  /** The latest banner move, which the board animates step by step when it is new. */
  readonly motion?: BannerMotion;
}

/** A banner's walk (FS-MOVE-1), start hex first; `key` grows with every new move (its place in the log). */
export interface BannerMotion {
  readonly key: number;
  readonly bannerId: string;
  readonly path: readonly HexKey[];
}

export interface TerritoryFaction {
  readonly name: string;
  readonly color: string;
}

export interface TerritorySpecial {
  readonly hex: HexKey;
  readonly name: string;
  readonly glory: number;
  /** The relic's display name, if the territory holds one (FS-MAP-3). */
  readonly relic?: string;
}

export interface BannerMark {
  readonly id: string;
  readonly hex: HexKey;
  readonly faction: number;
  /** Short text on the flag ("Ash 1"). */
  readonly label: string;
  readonly points: number;
  readonly fatigued: boolean;
  /** Its order this turn is carried out (or it was forced to hold): drawn faded. */
  readonly done: boolean;
}

export interface ConflictMark {
  readonly hex: HexKey;
  readonly kind: 'battle' | 'siege';
  /** Siege level (SIEGE-1) or the number of games recorded, shown on the mark. */
  readonly text?: string;
}

export interface OrderMark {
  readonly bannerId: string;
  readonly faction: number;
  readonly kind: 'move' | 'forcedMarch' | 'fortify' | 'hold';
  readonly path: readonly HexKey[];
}

export const EMPTY_TERRITORY_BOARD: TerritoryBoard = {
  factions: [],
  owners: new Map(),
  items: [],
  specials: [],
  banners: [],
  conflicts: [],
  orders: [],
};

/**
 * One look per faction slot, so that two factions never differ by colour alone: a fill pattern drawn in dark
 * marks (none, diagonal lines, dots, crosses) and a border dash (solid, long dashes, dots, dash-dot).
 */
export const FACTION_LOOKS = [
  look('plain', [], 'solid'),
  look('lines', [9, 4], 'dashed'),
  look('dots', [2, 4], 'dotted'),
  look('crosses', [10, 3, 2, 3], 'dashDot'),
] as const;

/** A look whose names are read in the GM's language when shown (issue 32). */
function look<P extends 'plain' | 'lines' | 'dots' | 'crosses'>(
  pattern: P,
  dash: number[],
  border: 'solid' | 'dashed' | 'dotted' | 'dashDot',
) {
  return {
    pattern,
    dash,
    get patternName(): string {
      return t(`firestorm:patterns.${pattern}`);
    },
    get borderName(): string {
      return t(`firestorm:borders.${border}`);
    },
  };
}

export type FactionLook = (typeof FACTION_LOOKS)[number];

export const factionLook = (index: number): FactionLook => FACTION_LOOKS[index % FACTION_LOOKS.length]!;
