import { coreCampaignOf, firestormCampaignOf, type HexmarchDocument } from '@shared/document';
import { visiblePieces, type CorePiece, type SideId } from '@shared/rulesets/core';
import { GM_VIEWER, seatViewer } from '@shared/kernel';
import type { FsState } from '@shared/rulesets/firestorm';
import type { CampaignMap } from '@shared/map';
import {
  classicDigits,
  NO_PRINTED_NOTES,
  printedNotes,
  type CoordinateStyle,
  type LegendEntry,
  type PrintedHexNotes,
} from '@shared/print';
import { TERRAINS } from '@shared/map';
import { SETTLEMENT_TYPES } from '@shared/map';
import {
  firestormPrint,
  firestormTurnNote,
  type FirestormPrint,
} from '../rulesets/firestorm/print/firestormPrint';
import { firestormLegendEntries } from '../rulesets/firestorm/print/firestormLegend';

/** What the GM chose to show on the printout (the dialog's toggles, the CLI's flags). */
export interface PrintChoices {
  /** Printed in each sheet's header; empty for the campaign's name. */
  readonly title: string;
  readonly showTurn: boolean;
  readonly showArmies: boolean;
  readonly showLords: boolean;
  readonly coordinates: CoordinateStyle | null;
  /** A side's (or Firestorm faction's) handout (issue 6 §5, issue 12): only what it may see; null prints the map. */
  readonly side: SideId | null;
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
  /** A Firestorm campaign's territories, items, specials, banners and visible orders (issue 12); else null. */
  readonly firestorm: FirestormPrint | null;
  /** The GM's labels and notes to print (HEX-7); none on a handout or when not chosen. */
  readonly hexNotes: PrintedHexNotes;
}

/**
 * HEX-7 labels and notes go on the GM's map only. Decision: a handout never carries them. The model has no
 * "players may see this" flag on a note, and the GM's writing is often for the GM alone (the model's own example
 * label is "Ambush here"); a label missing from a player's sheet costs little, a secret printed on it cannot be
 * taken back. Giving notes a visibility of their own would let handouts show the public ones.
 */
export function hexNotesFor(
  document: HexmarchDocument,
  map: CampaignMap,
  choices: PrintChoices,
): PrintedHexNotes {
  if (!choices.showNotes || choices.side !== null || !document.notes) return NO_PRINTED_NOTES;
  return printedNotes(document.notes, map);
}

/** Whether `document` has any label or note to print: the export dialog offers the choice only then. */
export function hasHexNotes(document: HexmarchDocument): boolean {
  return Object.keys(document.notes ?? {}).length > 0;
}

/** Who gets a handout: the core sides, or the Firestorm factions (issue 12). */
export function handoutAudiences(document: HexmarchDocument): { id: string; name: string }[] {
  const fs = firestormCampaignOf(document);
  if (fs) return fs.factions.map(({ id, name }) => ({ id, name }));
  return (coreCampaignOf(document)?.sides ?? []).map(({ id, name }) => ({ id, name }));
}

/** A player whose flags are printed: flags take the player's colour (SETUP-2) and the side's band (sideIndex). */
export interface ArmyOwner {
  readonly name: string;
  readonly color: string;
  readonly sideIndex: number;
}

/**
 * The content of a printout of `document`. A running campaign is printed from its own map (control changes,
 * SETUP-7) with its armies; a map being prepared is printed from the map document, without armies.
 */
export function printContentFor(document: HexmarchDocument, choices: PrintChoices): PrintContent {
  const fs = firestormCampaignOf(document);
  if (fs) return { ...firestormContent(fs, choices), hexNotes: hexNotesFor(document, fs.map, choices) };
  const { mapDocument } = document;
  // Armies, sides and turns are core's; a Firestorm campaign prints its own map (its marks: issue 12).
  const campaign = coreCampaignOf(document);
  const map = document.campaign?.map ?? mapDocument.map;
  const playerColors: Record<string, string> = {};
  for (const side of mapDocument.sides)
    for (const player of side.players) playerColors[player.id] = player.color;
  if (campaign) for (const player of campaign.players) playerColors[player.id] = player.color;
  const allSides = campaign?.sides ?? mapDocument.sides;
  const initials = allSides.map(({ name }) => name.trim().charAt(0).toUpperCase() || '?');
  const unique = new Set(initials).size === initials.length;
  const sides = allSides.map(({ name, color }, index) => ({
    name,
    color,
    letter: unique ? (initials[index] as string) : String(index + 1),
  }));
  const sideOfPlayer: Record<string, number> = {};
  allSides.forEach((side, index) => {
    const ids = 'playerIds' in side ? side.playerIds : side.players.map((player) => player.id);
    for (const id of ids) sideOfPlayer[id] = index;
  });
  const handoutSide =
    choices.side === null ? null : (campaign?.sides ?? mapDocument.sides).find((s) => s.id === choices.side);
  const turnNote =
    choices.showTurn && campaign && campaign.status !== 'setup'
      ? `Turn ${campaign.turn.number} · round ${campaign.turn.round}`
      : null;
  const armies =
    campaign && choices.showArmies
      ? visiblePieces(campaign, choices.side === null ? GM_VIEWER : seatViewer(choices.side))
      : [];
  const owning = new Set(armies.map((army) => army.ownerId));
  const armyOwners = (campaign?.players ?? [])
    .filter((player) => owning.has(player.id))
    .map((player) => ({ name: player.name, color: player.color, sideIndex: sideOfPlayer[player.id] ?? 0 }));
  return {
    map,
    title: choices.title.trim() || document.campaign?.name || 'Campaign map',
    turnNote,
    handoutNote: handoutSide ? `Handout for ${handoutSide.name}` : null,
    playerColors,
    armies,
    showLords: choices.showLords,
    coordinates: choices.coordinates,
    coordinateDigits: classicDigits(map.width ?? 99, map.height ?? 99),
    sides,
    sideOfPlayer,
    armyOwners,
    firestorm: null,
    hexNotes: hexNotesFor(document, map, choices),
  };
}

/**
 * A Firestorm campaign prints its own map with its territory game (issue 12); "Armies" prints the banners. A
 * faction's handout shows what that faction may see (FS-ORDER-2): its own orders, no other faction's.
 */
function firestormContent(fs: FsState, choices: PrintChoices): Omit<PrintContent, 'hexNotes'> {
  const faction = choices.side === null ? null : fs.factions.find((f) => f.id === choices.side);
  const part = firestormPrint(fs, faction?.id ?? null);
  const firestorm = choices.showArmies
    ? part
    : { board: { ...part.board, banners: [], orders: [] }, orders: [] };
  return {
    map: fs.map,
    title: choices.title.trim() || fs.name || 'Campaign map',
    turnNote: choices.showTurn ? firestormTurnNote(fs) : null,
    handoutNote: faction ? `Handout for ${faction.name}` : null,
    playerColors: {},
    armies: [],
    showLords: false,
    coordinates: choices.coordinates,
    coordinateDigits: classicDigits(fs.map.width ?? 99, fs.map.height ?? 99),
    sides: [],
    sideOfPlayer: {},
    armyOwners: [],
    firestorm,
  };
}

/**
 * The legend's entries for this content: terrains and map symbols always, army symbols when armies are shown.
 * Flags are printed in their owner's colour (SETUP-2), so the legend shows one flag per player on the sheet,
 * named with the player and side ("Alice's army (Red)"), never a side colour no flag wears (issue 15).
 */
export function legendEntriesFor(content: PrintContent): LegendEntry[] {
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const entries: LegendEntry[] = [
    ...TERRAINS.map((terrain) => ({ id: `terrain:${terrain}`, text: capital(terrain) })),
    ...SETTLEMENT_TYPES.map((type) => ({ id: `settlement:${type}`, text: capital(type) })),
    ...content.sides.map((side, index) => ({ id: `control:${index}`, text: `Held by ${side.name}` })),
    { id: 'river', text: 'River' },
    { id: 'bridge', text: 'Bridge' },
  ];
  if (content.hexNotes.labels.length > 0) entries.push({ id: 'hexnote:label', text: 'Hex label' });
  if (content.hexNotes.notes.length > 0) entries.push({ id: 'hexnote:note', text: 'Numbered note' });
  if (content.firestorm) return [...entries, ...firestormLegendEntries(content.firestorm)];
  if (content.armies.length > 0) {
    content.armyOwners.forEach((owner, index) =>
      entries.push({
        id: `army:${index}`,
        text: `${owner.name}'s army (${content.sides[owner.sideIndex]?.name ?? '?'})`,
      }),
    );
    entries.push({ id: 'army:shaken', text: 'Shaken army' }, { id: 'army:broken', text: 'Broken army' });
    if (content.showLords) entries.push({ id: 'lord', text: 'Lord with army' });
  }
  return entries;
}
