import type { Axial } from './hexKey';

/** A position in the odd-q offset layout the generator uses for W×H rectangles (HEX-4). */
export interface OffsetCoord {
  readonly col: number;
  readonly row: number;
}

/** HEX-4: col = q, row = r + (q − (q & 1)) / 2. */
export function axialToOddQ(hex: Axial): OffsetCoord {
  return { col: hex.q, row: hex.r + (hex.q - (hex.q & 1)) / 2 };
}

/** HEX-4: q = col, r = row − (col − (col & 1)) / 2. */
export function oddQToAxial(offset: OffsetCoord): Axial {
  return { q: offset.col, r: offset.row - (offset.col - (offset.col & 1)) / 2 };
}
