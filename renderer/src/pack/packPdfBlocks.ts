import type { jsPDF } from 'jspdf';
import { planLayout } from '@shared/battlefield';
import type { PackBlock, PackFact, PackMapView } from '@shared/pack';
import { packMapSize } from './drawPackMap';
import { pdfSafe } from './pdfText';

/** Millimetres per typographic point. */
export const PT = 25.4 / 72;
const LINE = 1.18;
export const BODY_PT = 8;
const SMALL_PT = 7.2;
const HEADING_PT = 10;
const INK = '#161616';
const GREY = '#555555';
const RULE = '#bbbbbb';
export const COLUMN_GAP = 6;
/** Tallest a map may be: an inset beside the battle's facts, the whole map beside the standings. */
export const MAP_MAX_MM = { inset: 52, whole: 95, wholeAtLeast: 50 } as const;
export const CHART_HEIGHT_MM = 52;

/** An image the layout places: a map or chart block at its size on paper. */
export interface ImageRequest {
  readonly block: PackBlock & { kind: 'map' | 'chart' | 'battlefield' };
  readonly widthMm: number;
  readonly heightMm: number;
}

/**
 * Where block layout writes: `draw` false only measures (the first pass, which also collects the images to
 * render); true writes to `pdf`, taking images from `images` (JPEG or PNG bytes by block).
 */
export interface BlockWriter {
  readonly pdf: jsPDF;
  readonly draw: boolean;
  readonly requests: ImageRequest[];
  readonly images: ReadonlyMap<PackBlock, { data: Uint8Array; format: 'JPEG' | 'PNG' }>;
  /** Tallest a whole-campaign map may be here; the page flow lowers it to keep a report on one sheet. */
  readonly wholeMapMaxMm?: number;
}

function font(w: BlockWriter, size: number, style: 'normal' | 'bold' | 'italic' | 'bolditalic', color = INK) {
  w.pdf.setFont('helvetica', style);
  w.pdf.setFontSize(size);
  w.pdf.setTextColor(color);
}

/** Wrapped text at (x, y) top-left; returns its height. */
export function text(
  w: BlockWriter,
  value: string,
  x: number,
  y: number,
  width: number,
  size: number,
  style: 'normal' | 'bold' | 'italic' | 'bolditalic' = 'normal',
  color = INK,
): number {
  font(w, size, style, color);
  const lines = w.pdf.splitTextToSize(pdfSafe(value), width) as string[];
  if (w.draw) w.pdf.text(lines, x, y, { baseline: 'top', lineHeightFactor: LINE });
  return lines.length * size * PT * LINE;
}

function factRow(
  w: BlockWriter,
  row: PackFact,
  x: number,
  y: number,
  width: number,
  labelMm: number,
  size = BODY_PT,
): number {
  const label = text(w, row.label, x, y, labelMm - 1.5, size, 'bold');
  const value = text(w, row.value, x + labelMm, y, width - labelMm, size);
  return Math.max(label, value) + 0.6;
}

const LABEL_MM = 21;

function table(
  w: BlockWriter,
  block: PackBlock & { kind: 'table' },
  x: number,
  y: number,
  width: number,
): number {
  const weights = block.widths ?? block.columns.map(() => 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((v) => (v / total) * width);
  const row = (cells: readonly string[], top: number, bold: boolean) => {
    let h = 0;
    let cx = x;
    cells.forEach((cell, i) => {
      h = Math.max(h, text(w, cell, cx + 1, top + 0.6, widths[i]! - 2, 7.8, bold ? 'bold' : 'normal'));
      cx += widths[i]!;
    });
    return h + 1.1;
  };
  let cy = y;
  const headH = row(block.columns, cy, true);
  if (w.draw) {
    w.pdf.setFillColor('#ececec');
    w.pdf.rect(x, cy, width, headH, 'F');
    row(block.columns, cy, true);
  }
  cy += headH;
  w.pdf.setDrawColor(RULE);
  w.pdf.setLineWidth(0.15);
  for (const cells of block.rows) {
    const h = row(cells, cy, false);
    cy += h;
    if (w.draw) w.pdf.line(x, cy, x + width, cy);
  }
  return cy - y + 1.5;
}

function resultBox(
  w: BlockWriter,
  block: PackBlock & { kind: 'resultBox' },
  x: number,
  y: number,
  width: number,
): number {
  const pad = 2.5;
  let cy = y + pad;
  cy += text(w, block.title, x + pad, cy, width - 2 * pad, HEADING_PT, 'bold') + 1;
  for (const choice of block.choices) cy += factRow(w, choice, x + pad, cy, width - 2 * pad, 22, SMALL_PT);
  cy += 1.5;
  for (const blank of block.blanks) {
    text(w, blank, x + pad, cy + 1.5, width - 2 * pad, BODY_PT);
    cy += 5.6;
  }
  const height = cy - y + pad;
  if (w.draw) {
    w.pdf.setDrawColor(INK);
    w.pdf.setLineWidth(0.5);
    w.pdf.rect(x, y, width, height, 'S');
  }
  return height + 2;
}

function image(
  w: BlockWriter,
  block: PackBlock & { kind: 'map' | 'chart' | 'battlefield' },
  x: number,
  y: number,
  width: number,
  height: number,
) {
  if (!w.draw) {
    w.requests.push({ block, widthMm: width, heightMm: height });
    return;
  }
  const found = w.images.get(block);
  if (found) w.pdf.addImage(found.data, found.format, x, y, width, height, undefined, 'NONE');
}

function mapBlock(
  w: BlockWriter,
  block: PackBlock & { kind: 'map' },
  x: number,
  y: number,
  width: number,
): number {
  const view: PackMapView = block.map;
  const maxHeight = view.area === 'whole' ? (w.wholeMapMaxMm ?? MAP_MAX_MM.whole) : MAP_MAX_MM.inset;
  const size = packMapSize(view, width, maxHeight);
  image(w, block, x + (width - size.widthMm) / 2, y, size.widthMm, size.heightMm);
  return (
    size.heightMm + 1 + text(w, view.caption, x, y + size.heightMm + 1, width, SMALL_PT, 'italic', GREY) + 2
  );
}

/** Issue 29: the table plan across the text column, at its picture's proportions (legend and inset beside it). */
function battlefieldBlock(
  w: BlockWriter,
  block: PackBlock & { kind: 'battlefield' },
  x: number,
  y: number,
  width: number,
): number {
  const layout = planLayout(block.plan, { notes: false });
  const height = (width * layout.height) / layout.width;
  image(w, block, x, y, width, height);
  return height + 1 + text(w, block.caption, x, y + height + 1, width, SMALL_PT, 'italic', GREY) + 2;
}

/** Lays out (and with `w.draw`, writes) one block `width` wide at (x, y); returns its height. */
export function layoutBlock(w: BlockWriter, block: PackBlock, x: number, y: number, width: number): number {
  switch (block.kind) {
    case 'heading':
      return 2 + text(w, block.text, x, y + 2, width, HEADING_PT, 'bold') + 0.8;
    case 'paragraph': {
      if (block.tone !== 'warning') {
        const style = block.tone === 'note' ? 'italic' : 'normal';
        return text(w, block.text, x, y, width, BODY_PT, style, block.tone === 'note' ? GREY : INK) + 1.2;
      }
      const h = text({ ...w, draw: false }, block.text, x + 3, y + 3, width - 6, 10, 'bold') + 6;
      if (w.draw) {
        w.pdf.setFillColor('#fff3e6');
        w.pdf.setDrawColor('#D55E00');
        w.pdf.setLineWidth(0.6);
        w.pdf.rect(x, y, width, h, 'FD');
        text(w, block.text, x + 3, y + 3, width - 6, 10, 'bold');
      }
      return h + 3;
    }
    case 'facts':
      return block.rows.reduce((cy, row) => cy + factRow(w, row, x, y + cy, width, LABEL_MM), 0) + 1;
    case 'list':
      return (
        block.items.reduce((cy, item) => {
          if (w.draw) {
            font(w, BODY_PT, 'normal');
            w.pdf.text(pdfSafe('•'), x + 0.5, y + cy, { baseline: 'top' });
          }
          return cy + text(w, item, x + 3.5, y + cy, width - 3.5, BODY_PT) + 0.45;
        }, 0) + 0.8
      );
    case 'table':
      return table(w, block, x, y, width);
    case 'resultBox':
      return resultBox(w, block, x, y, width);
    case 'map':
      return mapBlock(w, block, x, y, width);
    case 'chart':
      image(w, block, x, y, width, CHART_HEIGHT_MM);
      return CHART_HEIGHT_MM + 2;
    case 'battlefield':
      return battlefieldBlock(w, block, x, y, width);
    case 'columns': {
      const half = (width - COLUMN_GAP) / 2;
      const stack = (blocks: readonly PackBlock[], cx: number) =>
        blocks.reduce((cy, b) => cy + layoutBlock(w, b, cx, y + cy, half), 0);
      return Math.max(stack(block.left, x), stack(block.right, x + half + COLUMN_GAP));
    }
  }
}
