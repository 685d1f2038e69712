import type { SheetRect } from '@shared/print';
import type { PrintContent } from './printContent';
import type { PrintContext } from './printSurface';

/**
 * The band above every sheet, in millimetres: the title on the left, the handout and turn in the middle, and on
 * the right which sheet this is (`sheetNote`), so loose sheets are put back in order.
 */
export function drawSheetHeader(
  ctx: PrintContext,
  header: SheetRect,
  content: Pick<PrintContent, 'title' | 'handoutNote' | 'turnNote'>,
  sheetNote: string,
): void {
  const middle = header.y + header.height / 2;
  ctx.fillStyle = '#161616';
  ctx.textBaseline = 'middle';
  ctx.font = 'bold 4px sans-serif';
  ctx.textAlign = 'left';
  ctx.fillText(content.title, header.x, middle);
  ctx.font = '3px sans-serif';
  const notes = [content.handoutNote, content.turnNote].filter((note) => note !== null).join(' · ');
  ctx.textAlign = 'center';
  if (notes) ctx.fillText(notes, header.x + header.width / 2, middle);
  ctx.textAlign = 'right';
  ctx.fillText(sheetNote, header.x + header.width, middle);
}
