import { t } from '../i18n';
import type { Terrain } from '../map';
import type { PieceKind } from './battlefieldTypes';

/**
 * What each kind of piece is on the table (its legend name is pieceName's): whether models may enter it at all, whether it is
 * dense (blocks line of sight: SCEN-10's "line-of-sight-blocking terrain", SCEN-16's "dense terrain"), its colour
 * and its shape. Colours differ in lightness as well as hue, so a printed plan reads in greyscale.
 */
export const PIECE_KINDS = {
  woods: { impassable: false, dense: true, fill: '#4f7f3a', shape: 'blob' },
  hill: { impassable: false, dense: true, fill: '#c9b27c', shape: 'blob' },
  crags: { impassable: true, dense: true, fill: '#6e6a66', shape: 'blob' },
  marsh: { impassable: false, dense: false, fill: '#9fb89a', shape: 'blob' },
  pond: { impassable: true, dense: false, fill: '#7fb0d6', shape: 'blob' },
  lake: { impassable: true, dense: false, fill: '#6aa0cc', shape: 'blob' },
  field: { impassable: false, dense: false, fill: '#e4d896', shape: 'rect' },
  settlement: { impassable: false, dense: true, fill: '#b9876a', shape: 'rect' },
  fortress: { impassable: false, dense: true, fill: '#8c8c96', shape: 'rect' },
  bridge: { impassable: false, dense: false, fill: '#8a6a4a', shape: 'rect' },
  ford: { impassable: false, dense: false, fill: '#bcd8ea', shape: 'rect' },
} as const satisfies Record<
  PieceKind,
  { impassable: boolean; dense: boolean; fill: string; shape: 'blob' | 'rect' }
>;

/** A piece kind's legend name in the current language. */
export const pieceName = (kind: PieceKind): string => t(`battlefield:piece.${kind}`);

/** One line of a terrain rule: so many pieces of a kind, each this big (radius, or half the side of a rect). */
export interface PieceRule {
  readonly kind: PieceKind;
  /** How many on a 72″×48″ table; scaled by table area for other sizes, never below one if `min` ≥ 1. */
  readonly count: readonly [min: number, max: number];
  /** Inches: a circle's radius or half a rectangle's longer side. */
  readonly size: readonly [min: number, max: number];
}

/** One row of the rule table: what a hex of this terrain puts on its own table and spills onto a neighbour's. */
export interface TerrainRule {
  /** Pieces anywhere on the table when the battle hex has this terrain (HEX-6: a hint for table terrain). */
  readonly own: readonly PieceRule[];
  /** Pieces near the table edge facing a neighbour of this terrain (within SPILL_REACH of that edge point). */
  readonly spill: readonly PieceRule[];
}

/**
 * The rule table (issue 29; documented in README.md "The battlefield from the map"). HEX-6 says forest and marsh
 * "appear in the battle briefing as a hint for table terrain"; this table turns that hint into pieces. Data, not
 * code: a new row, or a changed count, needs no change to the generator.
 */
export const TERRAIN_RULES: Readonly<Record<Terrain, TerrainRule>> = {
  open: {
    own: [
      { kind: 'field', count: [1, 2], size: [4, 5] },
      { kind: 'hill', count: [1, 2], size: [4, 6] },
      { kind: 'woods', count: [1, 2], size: [3, 5] },
    ],
    spill: [{ kind: 'field', count: [1, 1], size: [4, 5] }],
  },
  forest: {
    own: [
      { kind: 'woods', count: [5, 7], size: [4, 6] },
      { kind: 'hill', count: [0, 1], size: [4, 5] },
    ],
    spill: [{ kind: 'woods', count: [1, 2], size: [4, 6] }],
  },
  hills: {
    own: [
      { kind: 'hill', count: [3, 5], size: [4, 6] },
      { kind: 'woods', count: [1, 2], size: [3, 4] },
    ],
    spill: [{ kind: 'hill', count: [1, 2], size: [5, 6] }],
  },
  marsh: {
    own: [
      { kind: 'marsh', count: [4, 6], size: [4, 6] },
      { kind: 'pond', count: [1, 2], size: [2, 3] },
    ],
    spill: [{ kind: 'marsh', count: [1, 2], size: [4, 5] }],
  },
  mountain: {
    own: [
      { kind: 'crags', count: [3, 5], size: [3, 5] },
      { kind: 'hill', count: [2, 3], size: [5, 6] },
    ],
    spill: [{ kind: 'crags', count: [1, 2], size: [4, 5] }],
  },
  water: {
    own: [{ kind: 'pond', count: [3, 4], size: [3, 5] }],
    spill: [{ kind: 'lake', count: [1, 1], size: [5, 7] }],
  },
};

/** How far (inches) from a neighbour's edge point its spilled pieces may stand. */
export const SPILL_REACH = 16;

/** The table the counts are written for (issue 29's default). */
export const REFERENCE_AREA = 72 * 48;
