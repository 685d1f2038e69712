import type { PrintPage, PrintPlan } from '@shared/print';
import { MARK_GUTTER_MM } from '@shared/print';
import type { PrintContext } from './printSurface';

const INK = '#000000';

/**
 * Crop marks on the lines of the sheet's trim cell (in the gutter round the map window, never on the map),
 * registration marks in the overlaps, and the labels of the neighbouring sheets at the window's edges: what a GM
 * needs to trim the sheets and tape them together in the right order. All in millimetres.
 */
export function drawSheetMarks(ctx: PrintContext, plan: PrintPlan, page: PrintPage): void {
  if (!hasGutter(plan)) return;
  const { window } = plan;
  const { cell } = page;
  const gap = 0.8;
  const outer = MARK_GUTTER_MM - 0.3;
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.2;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  for (const x of [cell.x, cell.x + cell.width]) {
    ctx.moveTo(x, window.y - gap);
    ctx.lineTo(x, window.y - outer);
    ctx.moveTo(x, window.y + window.height + gap);
    ctx.lineTo(x, window.y + window.height + outer);
  }
  for (const y of [cell.y, cell.y + cell.height]) {
    ctx.moveTo(window.x - gap, y);
    ctx.lineTo(window.x - outer, y);
    ctx.moveTo(window.x + window.width + gap, y);
    ctx.lineTo(window.x + window.width + outer, y);
  }
  ctx.stroke();

  const radius = plan.registrationRadiusMm;
  for (const { x, y } of page.registration) {
    ctx.beginPath();
    ctx.moveTo(x + radius, y);
    ctx.arc(x, y, radius, 0, 2 * Math.PI);
    ctx.moveTo(x - 1.5 * radius, y);
    ctx.lineTo(x + 1.5 * radius, y);
    ctx.moveTo(x, y - 1.5 * radius);
    ctx.lineTo(x, y + 1.5 * radius);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 0.6;
    ctx.stroke();
    ctx.strokeStyle = INK;
    ctx.lineWidth = 0.2;
    ctx.stroke();
  }

  ctx.font = '2.2px sans-serif';
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const middleX = window.x + window.width / 2;
  const middleY = window.y + window.height / 2;
  const half = MARK_GUTTER_MM / 2;
  const { left, right, up, down } = page.neighbours;
  if (up) ctx.fillText(`▲ ${up}`, middleX, window.y - half);
  if (down) ctx.fillText(`▼ ${down}`, middleX, window.y + window.height + half);
  for (const [label, x, angle] of [
    [left, window.x - half, -Math.PI / 2],
    [right, window.x + window.width + half, Math.PI / 2],
  ] as const) {
    if (!label) continue;
    ctx.save();
    ctx.translate(x, middleY);
    ctx.rotate(angle);
    ctx.fillText(`▲ ${label}`, 0, 0);
    ctx.restore();
  }
}

/** Crop marks on: the window sits in from the printable area by the mark gutter. */
function hasGutter(plan: PrintPlan): boolean {
  return plan.window.x > plan.header.x;
}
