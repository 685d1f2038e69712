import { describe, expect, it } from 'vitest';
import { hexKey } from '@shared/hex';
import {
  DEFAULT_PRINT_SETTINGS,
  HEADER_MM,
  NOTES_LINE_MM,
  NOTES_TEXT_MM,
  notesPages,
  planPrint,
  wrapText,
  type PrintedNote,
} from '@shared/print';

const note = (number: number, text: string): PrintedNote => ({
  number,
  hex: hexKey(number, 0),
  heading: `Hex 0${number}01`,
  text,
});

describe('wrapText', () => {
  it('breaks between words, keeps the GM’s line breaks and cuts a word longer than a line', () => {
    expect(wrapText('the bridge is out since spring', 12)).toEqual(['the bridge', 'is out since', 'spring']);
    expect(wrapText('one\ntwo', 20)).toEqual(['one', 'two']);
    expect(wrapText('Brückenkopfbefestigung', 10)).toEqual(['Brückenkop', 'fbefestigu', 'ng']);
  });
});

describe('notesPages', () => {
  const area = { x: 8, y: 15, width: 281, height: 187 };

  it('lists each note under its number: number, heading in bold, then the text', () => {
    const [page] = notesPages([note(1, 'Bridge out.')], area, 3);
    expect(page!.index).toBe(3);
    expect(page!.lines.map(({ style, text }) => [style, text])).toEqual([
      ['number', '1'],
      ['heading', 'Hex 0101'],
      ['text', 'Bridge out.'],
    ]);
    // A line's space under the header, then one line after another.
    expect(page!.lines[0]!.yMm).toBe(area.y + NOTES_TEXT_MM);
    expect(page!.lines[2]!.yMm).toBeCloseTo(page!.lines[0]!.yMm + NOTES_LINE_MM);
  });

  it('fills columns side by side, then more pages, never splitting a note that fits a column', () => {
    // Two columns of 136 mm on A4 landscape, 44 lines each: sixty notes of three lines take several pages.
    const notes = Array.from({ length: 60 }, (_, i) => note(i + 1, 'Two lines of text here. '.repeat(6)));
    const pages = notesPages(notes, area, 1);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map((page) => [page.label, page.part, page.parts])).toEqual(
      pages.map((_, i) => [i === 0 ? 'notes' : `notes-${i + 1}`, i + 1, pages.length]),
    );
    for (const page of pages) {
      for (const line of page.lines) {
        expect(line.yMm + NOTES_LINE_MM).toBeLessThanOrEqual(area.y + area.height + 1e-9);
        expect(line.xMm + line.widthMm).toBeLessThanOrEqual(area.x + area.width + 1e-9);
      }
    }
    const firstColumns = new Set(pages[0]!.lines.filter((l) => l.style === 'number').map((l) => l.xMm));
    expect(firstColumns.size).toBe(2);
    // No note split: every line of a note is in its number's column, and each note has all its lines.
    for (const page of pages) {
      let column = -1;
      let lines = 0;
      for (const line of page.lines) {
        if (line.style === 'number') {
          if (column >= 0) expect(lines).toBe(3); // heading and two lines of text
          column = line.xMm;
          lines = 0;
        } else {
          expect(line.xMm).toBeCloseTo(column + 8);
          lines++;
        }
      }
    }
    const numbers = pages.flatMap((page) =>
      page.lines.filter((l) => l.style === 'number').map((l) => l.text),
    );
    expect(numbers).toEqual(notes.map((n) => String(n.number)));
  });

  it('runs a note longer than a whole column on into the next', () => {
    const long = note(1, 'word '.repeat(2000));
    const pages = notesPages([long], { ...area, width: 100, height: 40 }, 0);
    const texts = pages.flatMap((page) => page.lines.filter((l) => l.style === 'text'));
    expect(
      texts
        .map((l) => l.text)
        .join(' ')
        .split(' '),
    ).toHaveLength(2000);
    expect(pages.length).toBeGreaterThan(1);
  });

  it('has no page without notes', () => {
    expect(notesPages([], area, 0)).toEqual([]);
  });
});

describe('planPrint with notes', () => {
  it('puts the notes pages after the map sheets, on the same paper under the header', () => {
    const map = { minX: 0, minY: 0, maxX: 1200, maxY: 300 };
    const sizing = { mode: 'fitPages' as const, columns: 2, rows: 1 };
    const plan = planPrint({ ...DEFAULT_PRINT_SETTINGS, sizing }, map, 10, [], [note(1, 'Bridge out.')]);
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.value.pages).toHaveLength(2);
    expect(plan.value.notesPages.map((page) => page.index)).toEqual([2]);
    expect(plan.value.notesPages[0]!.lines[0]!.yMm).toBe(
      DEFAULT_PRINT_SETTINGS.marginMm + HEADER_MM + NOTES_TEXT_MM,
    );
    const without = planPrint({ ...DEFAULT_PRINT_SETTINGS, sizing }, map, 10);
    expect(without.ok && without.value.notesPages).toEqual([]);
  });
});
