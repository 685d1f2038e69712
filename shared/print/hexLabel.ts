import { hexName } from '../hex';

/** How hexes are numbered on a printed map. */
export type CoordinateStyle = 'classic' | 'axial';

/**
 * The label printed in hex (q, r). `classic` is the app's one hex name ({@link hexName}: the board-wargame CCRR,
 * column and row counted from 01, "0101" top left), padded to `digits` per part so every label of a big map has
 * the same width (both widths read back to the same hex). `axial` is "q,r" (HEX-1), the second style.
 */
export function hexLabel(q: number, r: number, style: CoordinateStyle, digits = 2): string {
  if (style === 'axial') return `${q},${r}`;
  return hexName({ q, r }, digits);
}

/** Digits per part of a classic label so every column and row of a W × H map fits (at least 2). */
export function classicDigits(width: number, height: number): number {
  return Math.max(2, String(Math.max(width, height)).length);
}
