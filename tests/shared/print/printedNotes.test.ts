import { describe, expect, it } from 'vitest';
import { hexKey, oddQToAxial } from '@shared/hex';
import { rectangleMap } from '@shared/map';
import { printedNotes } from '@shared/print';

/** The key of the hex in column `col`, row `row` (0-based, odd-q, HEX-4). */
const at = (col: number, row: number) => {
  const { q, r } = oddQToAxial({ col, row });
  return hexKey(q, r);
};

const map = rectangleMap(8, 6, ({ col, row }) =>
  col === 5 && row === 2 ? { settlement: { type: 'town', name: 'Aln', controller: null } } : undefined,
);

describe('printedNotes (HEX-7 on paper)', () => {
  it('numbers the notes in reading order of the map, row by row, whatever order they were written in', () => {
    const printed = printedNotes(
      { [at(6, 4)]: { note: 'last' }, [at(1, 0)]: { note: 'first' }, [at(3, 2)]: { note: 'middle' } },
      map,
    );
    expect(printed.notes.map(({ number, text }) => [number, text])).toEqual([
      [1, 'first'],
      [2, 'middle'],
      [3, 'last'],
    ]);
  });

  it('heads each note with the hex name, then its label or else the settlement there', () => {
    const printed = printedNotes(
      {
        [at(0, 0)]: { note: 'bare' },
        [at(4, 0)]: { label: 'Ford of Aln', note: 'bridge out' },
        [at(5, 2)]: { note: 'the mayor owes us' },
      },
      map,
    );
    expect(printed.notes.map((note) => note.heading)).toEqual([
      'Hex 0101',
      'Hex 0501 · Ford of Aln',
      'Hex 0603 · Aln',
    ]);
  });

  it('prints labels without notes as labels only, and leaves out hexes no longer on the map', () => {
    const printed = printedNotes(
      { [at(2, 2)]: { label: 'Ambush here' }, [hexKey(40, 40)]: { note: 'lost' } },
      map,
    );
    expect(printed.labels).toEqual([{ hex: at(2, 2), text: 'Ambush here' }]);
    expect(printed.notes).toEqual([]);
  });
});
