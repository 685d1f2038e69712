import type { PrintedNote } from './printedNotes';
import type { SheetRect } from './printPlan';

/** Type height of the notes page in millimetres (about 8.5 pt): read at arm's length across a table. */
export const NOTES_TEXT_MM = 3;
/** Baseline to baseline. */
export const NOTES_LINE_MM = NOTES_TEXT_MM * 1.4;
/** Extra space between two notes. */
const NOTE_GAP_MM = NOTES_TEXT_MM * 0.8;
/** A column is at least this wide; a wider page gets more columns rather than lines too long to follow. */
const MIN_COLUMN_MM = 90;
const COLUMN_GAP_MM = 8;
/** The number sits in its own narrow column so the headings and text line up beside it. */
const NUMBER_COLUMN_MM = 8;
/**
 * Average advance of a character in running text as a share of the type height, for the sans-serif faces the
 * sheets are drawn with (measured 0.43 in the CLI's canvas; DejaVu Sans about 0.5): wrapping is done here,
 * without a canvas, so the page count is known to the plan; the drawing condenses the rare wider line into its
 * width (fillText's maxWidth) rather than let it run over.
 */
const CHAR_WIDTH_SHARE = 0.5;
/** Space between the header and the first note. */
const TOP_GAP_MM = NOTES_TEXT_MM;

/** One line of the notes page, in sheet millimetres (its top left and the width it must fit in). */
export interface NotesLine {
  readonly xMm: number;
  readonly yMm: number;
  readonly widthMm: number;
  readonly text: string;
  readonly style: 'number' | 'heading' | 'text';
}

/** A sheet listing the notes whose numbers are on the map (HEX-7), after the map's sheets. */
export interface NotesPage {
  readonly kind: 'notes';
  /** Position among all the printout's sheets, map sheets first, from 0. */
  readonly index: number;
  /** "notes", then "notes-2", …: names the page's file when sheets are written one per file. */
  readonly label: string;
  /** 1-based, and how many notes pages there are: the header reads "Notes · page 1 of 2". */
  readonly part: number;
  readonly parts: number;
  readonly lines: readonly NotesLine[];
}

export function isNotesPage(page: object): page is NotesPage {
  return 'kind' in page && page.kind === 'notes';
}

/** `text` in lines of at most `chars` characters, broken between words (a longer word is cut), keeping its line breaks. */
export function wrapText(text: string, chars: number): string[] {
  const width = Math.max(1, Math.floor(chars));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (let word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      while (word.length > width) {
        if (line) lines.push(line);
        lines.push(word.slice(0, width));
        word = word.slice(width);
        line = '';
      }
      if (!line) line = word;
      else if (line.length + 1 + word.length <= width) line += ` ${word}`;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  // Blank lines inside a note keep its paragraphs apart; trailing ones add nothing.
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

interface Block {
  readonly number: string;
  readonly lines: readonly { text: string; style: 'heading' | 'text' }[];
}

/**
 * Lays `notes` out in columns on pages whose writing area is `area`: number, heading, then the wrapped text. A note
 * starts a new column rather than split when it fits in a fresh one; a note longer than a column runs on. Pure
 * arithmetic, like the legend's layout, so the plan knows the page count before anything is drawn.
 */
export function notesPages(notes: readonly PrintedNote[], area: SheetRect, firstIndex: number): NotesPage[] {
  if (notes.length === 0) return [];
  const columns = Math.max(1, Math.floor((area.width + COLUMN_GAP_MM) / (MIN_COLUMN_MM + COLUMN_GAP_MM)));
  const columnWidth = (area.width - (columns - 1) * COLUMN_GAP_MM) / columns;
  const textWidth = columnWidth - NUMBER_COLUMN_MM;
  const chars = textWidth / (NOTES_TEXT_MM * CHAR_WIDTH_SHARE);
  const top = area.y + TOP_GAP_MM;
  const height = area.height - TOP_GAP_MM;
  const perColumn = Math.max(1, Math.floor(height / NOTES_LINE_MM));
  const blocks: Block[] = notes.map((note) => ({
    number: String(note.number),
    lines: [
      ...wrapText(note.heading, chars).map((text) => ({ text, style: 'heading' as const })),
      ...wrapText(note.text, chars).map((text) => ({ text, style: 'text' as const })),
    ],
  }));

  const pages: NotesLine[][] = [[]];
  let column = 0;
  let y = 0;
  const nextColumn = () => {
    column++;
    y = 0;
    if (column === columns) {
      pages.push([]);
      column = 0;
    }
  };
  for (const block of blocks) {
    const needed = block.lines.length * NOTES_LINE_MM;
    if (y > 0 && y + needed > height && needed <= perColumn * NOTES_LINE_MM) nextColumn();
    block.lines.forEach((line, index) => {
      if (y + NOTES_LINE_MM > height + 1e-9) nextColumn();
      const page = pages.at(-1)!;
      const left = area.x + column * (columnWidth + COLUMN_GAP_MM);
      const yMm = top + y;
      if (index === 0)
        page.push({ xMm: left, yMm, widthMm: NUMBER_COLUMN_MM - 1, text: block.number, style: 'number' });
      page.push({ xMm: left + NUMBER_COLUMN_MM, yMm, widthMm: textWidth, ...line });
      y += NOTES_LINE_MM;
    });
    y += NOTE_GAP_MM;
  }
  return pages.map((lines, part) => ({
    kind: 'notes',
    index: firstIndex + part,
    label: part === 0 ? 'notes' : `notes-${part + 1}`,
    part: part + 1,
    parts: pages.length,
    lines,
  }));
}
