import type { HexKey } from '@shared/hex';
import { hexKeyToPixel, type WorldRect } from '@shared/layout';
import type { PrintedHexNotes, PrintedLabel } from '@shared/print';
import type { DrawContext } from '../canvas/draw/drawContext';
import { drawFittedLabel, drawNoteIcon, fitHexLabel, type FittedLabel } from '../canvas/draw/drawHexMarks';
import { noteCardAnchor } from './noteCardPlace';

/**
 * Widest a printed label may be, in hex sizes S: labels sit at the same height two columns apart (3 S between
 * centres), and a sheet cannot be zoomed to read one label under another.
 */
export const LABEL_MAX_WIDTH = 2.8;
/**
 * On small hexes a label may still be this wide (about 18 letters): shortening "Ambush here" to fit an 8 mm hex
 * would lose what the GM wrote, and a label that reaches over a neighbour is still read.
 */
export const LABEL_MIN_WIDTH_MM = 24;
/**
 * Smallest label type on paper (about 6 pt, as the note numbers). Smaller than the screen's 11 px (2.9 mm): print is
 * sharper than a screen, and the label is then shortened less often.
 */
export const MIN_LABEL_TEXT_MM = 2.2;
/** The note number is never printed smaller than this (about 6 pt): on small hexes the mark outgrows the hex. */
export const MIN_NOTE_NUMBER_MM = 2.2;
/** The number's height as a share of the note mark's hex size (drawNoteIcon). */
const NUMBER_SHARE = 0.27;

const near = (x: number, y: number, area: WorldRect, margin: number) =>
  x >= area.minX - margin && x <= area.maxX + margin && y >= area.minY - margin && y <= area.maxY + margin;

/**
 * The labels on (or just off) `area` fitted for paper, each with the box it covers: laid out for the whole sheet
 * before drawing so settlement names keep clear of them and every tile of the sheet agrees.
 */
export function fitPrintLabels(
  ctx: DrawContext,
  labels: readonly PrintedLabel[],
  size: number,
  mmPerWorld: number,
  area: WorldRect,
): (FittedLabel & { readonly box: WorldRect })[] {
  // drawHexLabel's smallest type is 11 "pixels": make one 1/11 of the paper's smallest label.
  const px = MIN_LABEL_TEXT_MM / 11 / mmPerWorld;
  const maxWidth = Math.max(LABEL_MAX_WIDTH * size, LABEL_MIN_WIDTH_MM / mmPerWorld);
  ctx.save();
  const fitted = labels.flatMap(({ hex, text }) => {
    const { x, y } = hexKeyToPixel(hex, size);
    if (!near(x, y, area, maxWidth)) return [];
    return [fitHexLabel(ctx, text, x, y, size, px, maxWidth)];
  });
  ctx.restore();
  return fitted;
}

/**
 * HEX-7 on the printed map: the fitted labels, and each noted hex's mark with its number on the notes page, kept
 * clear of the box `stars` gives for its hex (a Firestorm special territory's star, drawn later on top).
 */
export function drawPrintNotes(
  ctx: DrawContext,
  hexNotes: PrintedHexNotes,
  labels: readonly FittedLabel[],
  size: number,
  area: WorldRect,
  mmPerWorld: number,
  stars: ReadonlyMap<HexKey, WorldRect> = new Map(),
): void {
  const markSize = Math.max(size, MIN_NOTE_NUMBER_MM / NUMBER_SHARE / mmPerWorld);
  for (const { hex, number } of hexNotes.notes) {
    const { x, y } = hexKeyToPixel(hex, size);
    if (!near(x, y, area, markSize)) continue;
    const at = noteCardAnchor(x, y, size, markSize, stars.get(hex));
    ctx.save();
    drawNoteIcon(ctx, at.x, at.y, markSize, number);
    ctx.restore();
  }
  for (const label of labels) {
    ctx.save();
    drawFittedLabel(ctx, label);
    ctx.restore();
  }
}
