import { t } from '@shared/i18n';
import { MM_PER_INCH, NOTES_TEXT_MM, type NotesPage } from '@shared/print';
import { MAP_COLORS } from '../canvas/draw/palette';
import type { PixelRect, SheetArt } from './drawSheet';
import { drawSheetHeader } from './drawSheetHeader';
import type { PrintContext } from './printSurface';

const FONTS: Record<NotesPage['lines'][number]['style'], string> = {
  number: `bold ${NOTES_TEXT_MM}px sans-serif`,
  heading: `bold ${NOTES_TEXT_MM}px sans-serif`,
  text: `${NOTES_TEXT_MM}px sans-serif`,
};

/**
 * A notes page (HEX-7): the sheet's header, then each note under its number and its hex's name, as laid out by
 * the plan (notesPages). Lines wider than the plan's estimate are condensed into their column, never cut.
 */
export function drawNotesSheet(ctx: PrintContext, art: SheetArt, page: NotesPage, tile: PixelRect): void {
  const { plan, content } = art;
  const pxPerMm = plan.dpi / MM_PER_INCH;
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(tile.x, tile.y, tile.width, tile.height);
  ctx.scale(pxPerMm, pxPerMm);
  drawSheetHeader(ctx, plan.header, content, t('print:sheet.notes', { part: page.part, parts: page.parts }));
  ctx.textBaseline = 'top';
  ctx.fillStyle = MAP_COLORS.label;
  for (const line of page.lines) {
    ctx.font = FONTS[line.style];
    ctx.textAlign = line.style === 'number' ? 'right' : 'left';
    const x = line.style === 'number' ? line.xMm + line.widthMm : line.xMm;
    ctx.fillText(line.text, x, line.yMm, line.widthMm);
  }
  ctx.restore();
}
