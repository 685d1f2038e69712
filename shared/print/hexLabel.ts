/** How hexes are numbered on a printed map. */
export type CoordinateStyle = 'classic' | 'axial';

/**
 * The label printed in hex (q, r). `axial` is "q,r" (HEX-1, as on screen). `classic` is the board-wargame CCRR:
 * the odd-q offset column and row (HEX-4), counted from 1 and zero-padded to `digits` each ("0101" top left), so
 * players can name hexes as on the hex maps they know. Maps wider or taller than 99 need `digits` = 3.
 */
export function hexLabel(q: number, r: number, style: CoordinateStyle, digits = 2): string {
  if (style === 'axial') return `${q},${r}`;
  const column = q + 1;
  const row = r + (q - (q & 1)) / 2 + 1;
  return `${pad(column, digits)}${pad(row, digits)}`;
}

function pad(value: number, digits: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(value)).padStart(digits, '0');
}

/** Digits per part of a classic label so every column and row of a W × H map fits (at least 2). */
export function classicDigits(width: number, height: number): number {
  return Math.max(2, String(Math.max(width, height)).length);
}
