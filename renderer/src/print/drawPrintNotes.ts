import { hexKeyToPixel, type WorldRect } from '@shared/layout';
import type { PrintedHexNotes, PrintedLabel } from '@shared/print';
import type { DrawContext } from '../canvas/draw/drawContext';
import { drawFittedLabel, drawNoteIcon, fitHexLabel, type FittedLabel } from '../canvas/draw/drawHexMarks';

/**
 * Widest a printed label may be, in hex sizes S: labels sit at the same height two columns apart (3 S between
 * centres), and a sheet cannot be zoomed to read one label under another.
 */
export const LABEL_MAX_WIDTH = 2.8;
/** The note number is never printed smaller than this (about 6 pt): on small hexes the mark outgrows the hex. */
export const MIN_NOTE_NUMBER_MM = 2.2;
/** The number's height as a share of the note mark's hex size (drawNoteIcon). */
const NUMBER_SHARE = 0.27;

const near = (x: number, y: number, area: WorldRect, margin: number) =>
  x >= area.minX - margin && x <= area.maxX + margin && y >= area.minY - margin && y <= area.maxY + margin;

/**
 * The labels on (or just off) `area` fitted for paper, each with the box it covers: laid out for the whole sheet
 * before drawing so settlement names keep clear of them and every tile of the sheet agrees. `scale` is the screen
 * scale the sheet is drawn at (96-dpi pixels per world unit), which keeps the screen's smallest label size.
 */
export function fitPrintLabels(
  ctx: DrawContext,
  labels: readonly PrintedLabel[],
  size: number,
  scale: number,
  area: WorldRect,
): (FittedLabel & { readonly box: WorldRect })[] {
  ctx.save();
  const fitted = labels.flatMap(({ hex, text }) => {
    const { x, y } = hexKeyToPixel(hex, size);
    if (!near(x, y, area, 2 * size)) return [];
    return [fitHexLabel(ctx, text, x, y, size, 1 / scale, LABEL_MAX_WIDTH * size)];
  });
  ctx.restore();
  return fitted;
}

/** HEX-7 on the printed map: the fitted labels, and each noted hex's mark with its number on the notes page. */
export function drawPrintNotes(
  ctx: DrawContext,
  hexNotes: PrintedHexNotes,
  labels: readonly FittedLabel[],
  size: number,
  area: WorldRect,
  mmPerWorld: number,
): void {
  const markSize = Math.max(size, MIN_NOTE_NUMBER_MM / NUMBER_SHARE / mmPerWorld);
  for (const { hex, number } of hexNotes.notes) {
    const { x, y } = hexKeyToPixel(hex, size);
    if (!near(x, y, area, markSize)) continue;
    // A mark grown past its hex keeps its top left corner where the hex's own would be, and grows into the hex.
    const grown = markSize - size;
    ctx.save();
    drawNoteIcon(ctx, x + 0.72 * grown, y + 0.7 * grown, markSize, number);
    ctx.restore();
  }
  for (const label of labels) {
    ctx.save();
    drawFittedLabel(ctx, label);
    ctx.restore();
  }
}
