import { t } from '../i18n';
/**
 * Row letters for page labels: A…Z, then AA, AB… (spreadsheet style), so a 30-row wall map still labels every
 * sheet uniquely.
 */
export function rowLetters(row: number): string {
  if (!Number.isInteger(row) || row < 0) throw new Error(t('print:errors.row', { row }));
  let letters = '';
  let rest = row + 1;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}

/** A sheet's label: row letter and 1-based column number ("A1" top left, "B3" second row, third column). */
export function pageLabel(row: number, column: number): string {
  return `${rowLetters(row)}${column + 1}`;
}
