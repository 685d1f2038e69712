import type { HexNotes } from '../document/hexNotes';
import { axialToOddQ, hexName, parseHexKey, type HexKey } from '../hex';
import type { CampaignMap } from '../map';
import { classicDigits } from './hexLabel';

/** A HEX-7 label as printed on the map: the text under the hex centre. */
export interface PrintedLabel {
  readonly hex: HexKey;
  readonly text: string;
}

/** A HEX-7 note as printed: its number on the map's note mark, and its entry on the notes page. */
export interface PrintedNote {
  /** From 1, in reading order of the map (row by row, left to right), so a reader finds them in turn. */
  readonly number: number;
  readonly hex: HexKey;
  /** "Hex 0507 · Ford of Aln": the hex name (as printed coordinates write it), then its label or settlement name. */
  readonly heading: string;
  readonly text: string;
}

/** The GM's labels and notes of a printout, in reading order of the map. */
export interface PrintedHexNotes {
  readonly labels: readonly PrintedLabel[];
  readonly notes: readonly PrintedNote[];
}

export const NO_PRINTED_NOTES: PrintedHexNotes = { labels: [], notes: [] };

/**
 * HEX-7 labels and notes for paper. Hexes off `map` are left out (a note survives a map edit that removed its hex,
 * but there is nowhere to print it). Notes are numbered in reading order rather than in the order they were
 * written: at the table the numbers are looked up on the map, and increasing down the sheet they are found fast.
 */
export function printedNotes(notes: HexNotes, map: CampaignMap): PrintedHexNotes {
  const onMap = (Object.keys(notes) as HexKey[])
    .filter((hex) => map.hexes[hex] !== undefined)
    .map((hex) => ({ hex, place: axialToOddQ(parseHexKey(hex)) }))
    .sort((a, b) => a.place.row - b.place.row || a.place.col - b.place.col)
    .map(({ hex }) => hex);
  const labels: PrintedLabel[] = [];
  const printed: PrintedNote[] = [];
  // The digits the printed coordinates use, so the heading reads the same as the numbers in the hexes.
  const digits = classicDigits(map.width ?? 99, map.height ?? 99);
  for (const hex of onMap) {
    const { label, note } = notes[hex]!;
    if (label) labels.push({ hex, text: label });
    if (!note) continue;
    const place = label ?? map.hexes[hex]!.settlement?.name;
    printed.push({
      number: printed.length + 1,
      hex,
      heading: `Hex ${hexName(hex, digits)}${place ? ` · ${place}` : ''}`,
      text: note,
    });
  }
  return { labels, notes: printed };
}
