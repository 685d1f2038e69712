import type { CampaignMap } from '../map';
import type { CorePiece } from '../rulesets/core/queries/visibility';
import type { CampaignRulesetId } from '../document/hexmarchDocument';
import type { CoordinateStyle } from './hexLabel';
import type { PrintedHexNotes } from './printedNotes';

/** What the GM chose to show on the printout (the dialog's toggles, the CLI's flags). */
export interface PrintChoices {
  /** Printed in each sheet's header; empty for the campaign's name. */
  readonly title: string;
  readonly showTurn: boolean;
  readonly showArmies: boolean;
  readonly showLords: boolean;
  readonly coordinates: CoordinateStyle | null;
  /** A side's (or Firestorm faction's) handout (issue 6 §5, issue 12): only what it may see; null prints the map. */
  readonly side: string | null;
  /** The GM's hex labels and notes (HEX-7): labels and numbered note marks on the map, the notes on a page after. */
  readonly showNotes: boolean;
}

export const DEFAULT_PRINT_CHOICES: PrintChoices = {
  title: '',
  showTurn: true,
  showArmies: true,
  showLords: true,
  coordinates: null,
  side: null,
  showNotes: true,
};

/** A player whose flags are printed: flags take the player's colour (SETUP-2) and the side's band (sideIndex). */
export interface ArmyOwner {
  readonly name: string;
  readonly color: string;
  readonly sideIndex: number;
}

/**
 * What a ruleset draws on the sheet of its own (a Firestorm campaign's territories, items, specials, banners and
 * visible orders, issue 12): its data, drawn by the print part of the ruleset named (the renderer's RULESET_PRINTS).
 */
export interface PrintLayer {
  readonly ruleset: CampaignRulesetId;
  readonly data: unknown;
}

/** Everything drawn on the sheets besides the plan: resolved from a document and the choices. */
export interface PrintContent {
  readonly map: CampaignMap;
  readonly title: string;
  /** "Turn 3 · round 2", or null when not shown or before the campaign starts. */
  readonly turnNote: string | null;
  /** "Handout for Red" on a side's handout, else null. */
  readonly handoutNote: string | null;
  readonly playerColors: Readonly<Record<string, string>>;
  readonly armies: readonly CorePiece[];
  readonly showLords: boolean;
  readonly coordinates: CoordinateStyle | null;
  readonly coordinateDigits: number;
  /** Side names, colours and badge letters (unique), in side order. */
  readonly sides: readonly { readonly name: string; readonly color: string; readonly letter: string }[];
  /** Index into `sides` of each player's side, for control badges. */
  readonly sideOfPlayer: Readonly<Record<string, number>>;
  /** The players whose armies are on the sheet, in player order: the legend shows their flags (SETUP-2 colours). */
  readonly armyOwners: readonly ArmyOwner[];
  /** What the campaign's ruleset draws of its own over the map, or null. */
  readonly layer: PrintLayer | null;
  /** The GM's labels and notes to print (HEX-7); none on a handout or when not chosen. */
  readonly hexNotes: PrintedHexNotes;
}

/** Side names, colours and badge letters (unique initials, else numbers) and each player's side, in side order. */
export function sidesOnSheet(
  allSides: readonly {
    readonly name: string;
    readonly color: string;
    readonly playerIds?: readonly string[];
    readonly players?: readonly { readonly id: string }[];
  }[],
): Pick<PrintContent, 'sides' | 'sideOfPlayer'> {
  const initials = allSides.map(({ name }) => name.trim().charAt(0).toUpperCase() || '?');
  const unique = new Set(initials).size === initials.length;
  const sides = allSides.map(({ name, color }, index) => ({
    name,
    color,
    letter: unique ? (initials[index] as string) : String(index + 1),
  }));
  const sideOfPlayer: Record<string, number> = {};
  allSides.forEach((side, index) => {
    const ids = side.playerIds ?? side.players?.map((player) => player.id) ?? [];
    for (const id of ids) sideOfPlayer[id] = index;
  });
  return { sides, sideOfPlayer };
}
