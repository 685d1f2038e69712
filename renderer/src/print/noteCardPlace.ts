import type { WorldRect } from '@shared/layout';

/** drawNoteIcon's card in its mark size s: its left and top from the anchor, width and height. */
const CARD = { left: 0.72, top: 0.7, width: 0.36, height: 0.42 } as const;
/** Half drawNoteIcon's outline (0.04 s wide): the card's ink reaches this far past its edges. */
const OUTLINE = 0.02;
/** White paper left between the card and the star, in hex sizes S. */
const GAP = 0.04;
/** A single banner's flag and points box reach 12/32 = 0.375 S left of the hex centre (drawBannerFlag's units). */
const FLAG_LEFT = 0.375;
/**
 * The card under the star starts no further left than the hex's left corner: a card grown past its hex (small
 * hexes) then still reads as this hex's, at the cost of touching the flag with its right edge.
 */
const HEX_LEFT = 1;

/** The box a note card's ink covers when drawNoteIcon draws it at anchor (x, y) in mark size `s`. */
export function noteCardBox(x: number, y: number, s: number): WorldRect {
  const left = x - CARD.left * s;
  const top = y - CARD.top * s;
  return {
    minX: left - OUTLINE * s,
    minY: top - OUTLINE * s,
    maxX: left + (CARD.width + OUTLINE) * s,
    maxY: top + (CARD.height + OUTLINE) * s,
  };
}

/**
 * Where drawNoteIcon's anchor goes for a HEX-7 note mark of size `markSize` on the hex centred at (x, y) of size
 * `size`. Its place is the hex's top left corner (a mark grown past its hex keeps that corner and grows into the
 * hex). A Firestorm special territory's star (FS-MAP-3, box `star`) sits in that same corner and is drawn over
 * the card, which hid the note's number: on such a hex the card goes straight under the star, its left edge
 * with the star's or further left, clear of a banner's flag while the card stays in the hex. Rejected: the top right corner, where a banner's flag and its fatigue badge stand (specials
 * are where banners go), and the bottom corners, where item badges, labels and names are written; and moving the
 * star instead, which the legend, the screen and every other sheet show in that corner.
 */
export function noteCardAnchor(
  x: number,
  y: number,
  size: number,
  markSize: number,
  star?: WorldRect,
): { x: number; y: number } {
  const grown = markSize - size;
  const usual = { x: x + CARD.left * grown, y: y + CARD.top * grown };
  if (!star) return usual;
  const inkWidth = (CARD.width + 2 * OUTLINE) * markSize;
  const besideFlag = x - (FLAG_LEFT + GAP) * size - inkWidth;
  const inkLeft = Math.max(x - HEX_LEFT * size, Math.min(star.minX, besideFlag));
  const left = inkLeft + OUTLINE * markSize;
  const top = star.maxY + GAP * size + OUTLINE * markSize;
  return { x: left + CARD.left * markSize, y: top + CARD.top * markSize };
}
