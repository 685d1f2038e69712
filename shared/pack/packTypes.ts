import type { BattlefieldPlan } from '../battlefield/battlefieldTypes';
import type { BattlefieldChoices } from '../document/battlefieldChoices';
import type { HexKey } from '../hex';
import type { CampaignMap } from '../map';
import type { CorePiece } from '../rulesets/core';

/**
 * The game-night pack (issue 17) as plain content: pages made of a small vocabulary of blocks. Every ruleset
 * builds its own pages (battle sheets, turn reports, debriefs) from these blocks; the PDF, Markdown and preview
 * renderers only know the blocks, so Firestorm, assault and defense add sheets without touching a renderer.
 */
export type PackBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string; readonly tone?: 'normal' | 'note' | 'warning' }
  /** Label → value rows ("Army: Alice 1 (Red)"). */
  | { readonly kind: 'facts'; readonly rows: readonly PackFact[] }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | {
      readonly kind: 'table';
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
      /** Relative column widths (same length as `columns`); equal when absent. */
      readonly widths?: readonly number[];
    }
  /** A box to write the tabletop result in, with the choices explained (BATTLE-6). */
  | {
      readonly kind: 'resultBox';
      readonly title: string;
      readonly choices: readonly PackFact[];
      /** Lines to fill in by hand ("Lord fielded by: ____"). */
      readonly blanks: readonly string[];
    }
  | { readonly kind: 'map'; readonly map: PackMapView }
  | { readonly kind: 'chart'; readonly chart: PackChart }
  /** Issue 29: a battle's table plan, drawn at its table's proportions with its legend and hex inset. */
  | { readonly kind: 'battlefield'; readonly plan: BattlefieldPlan; readonly caption: string }
  /** Two stacks of blocks side by side on paper, one after the other in text. */
  | { readonly kind: 'columns'; readonly left: readonly PackBlock[]; readonly right: readonly PackBlock[] };

export interface PackFact {
  readonly label: string;
  readonly value: string;
}

/** A small map: the hexes `area` of `map` (or all of it), with `armies` standing on it and `focus` hexes ringed. */
export interface PackMapView {
  readonly map: CampaignMap;
  readonly area: readonly HexKey[] | 'whole';
  readonly focus: readonly HexKey[];
  readonly armies: readonly CorePiece[];
  /** Side names, colours and badge letters, in side order. */
  readonly sides: readonly { readonly name: string; readonly color: string; readonly letter: string }[];
  /** Controller colours (SETUP-7) and each player's index into `sides`, for settlement fills and badges. */
  readonly playerColors: Readonly<Record<string, string>>;
  readonly sideOfPlayer: Readonly<Record<string, number>>;
  readonly caption: string;
}

/** A line chart over the campaign's turns. */
export interface PackChart {
  readonly title: string;
  readonly xLabel: string;
  readonly series: readonly PackSeries[];
}

export interface PackSeries {
  readonly name: string;
  readonly color: string;
  readonly dashed: boolean;
  /** y per x, x ascending (the turn number). */
  readonly points: readonly { readonly x: number; readonly y: number }[];
}

export type PackPageKind = 'notice' | 'battle' | 'turn' | 'debrief';

/** One printed page (it may run onto a second sheet when its content is long). */
export interface PackPage {
  readonly kind: PackPageKind;
  readonly title: string;
  /** One line under the title: turn, phase, who it is for. */
  readonly subtitle: string;
  /** Who may read the page, when not everyone the pack is for ("Blue only" on a side's debrief). */
  readonly audience?: string;
  readonly blocks: readonly PackBlock[];
}

export interface Pack {
  /** The campaign's name. */
  readonly title: string;
  /** "Turn 2 · round 1 · Blue's FIGHT phase". */
  readonly when: string;
  /** Who the pack is for: "Game master" or "Red (debrief)". */
  readonly audience: string;
  readonly pages: readonly PackPage[];
}

/** What goes into a pack. */
export interface PackOptions {
  /** How many recent side-turns get a turn report (and make up the debriefs); `all` for every turn. */
  readonly turns: number | 'all';
  /** Only this side's debrief (a side's id or name, any case); null for the GM's whole pack. */
  readonly side: string | null;
  /** Issue 29: the GM's table-plan choices per battle (the document's), so the sheets print the plans on screen. */
  readonly battlefields?: BattlefieldChoices;
}

export const DEFAULT_PACK_OPTIONS: PackOptions = { turns: 2, side: null };
