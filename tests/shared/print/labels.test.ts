import { describe, expect, it } from 'vitest';
import { classicDigits, hexLabel, pageLabel, rowLetters } from '@shared/print';

describe('page labels', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('names row %i "%s"', (row, letters) => {
    expect(rowLetters(row)).toBe(letters);
  });

  it('labels a sheet by row letter and 1-based column number', () => {
    expect(pageLabel(0, 0)).toBe('A1');
    expect(pageLabel(1, 2)).toBe('B3');
    expect(pageLabel(26, 11)).toBe('AA12');
  });
});

describe('hex labels', () => {
  it('writes axial coordinates as q,r', () => {
    expect(hexLabel(3, -1, 'axial')).toBe('3,-1');
  });

  it.each([
    [0, 0, '0101'],
    [1, 0, '0201'],
    [1, -1, '0200'],
    [2, -1, '0301'],
    [3, -1, '0401'],
    [4, 3, '0506'],
    [9, 5, '1010'],
  ])('numbers hex (%i, %i) classic CCRR %s from its odd-q column and row', (q, r, label) => {
    expect(hexLabel(q, r, 'classic')).toBe(label);
  });

  it('pads classic labels to three digits each on maps over 99 hexes', () => {
    expect(classicDigits(40, 30)).toBe(2);
    expect(classicDigits(316, 316)).toBe(3);
    expect(hexLabel(0, 0, 'classic', 3)).toBe('001001');
    expect(hexLabel(315, 315 - 157, 'classic', 3)).toBe('316316');
  });
});
