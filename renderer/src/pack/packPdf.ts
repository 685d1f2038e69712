import { t } from '@shared/i18n';
import { jsPDF } from 'jspdf';
import { drawBattlefield, planLayout, type PlanContext } from '@shared/battlefield';
import type { Pack, PackBlock, PackPage } from '@shared/pack';
import { MM_PER_INCH, PAPER_SIZES } from '@shared/print';
import type { PrintEnvironment } from '../print/printSurface';
import { drawPackMap } from './drawPackMap';
import { drawStandingsChart } from './drawStandingsChart';
import { layoutBlock, MAP_MAX_MM, text, type BlockWriter, type ImageRequest } from './packPdfBlocks';
import { pdfSafe } from './pdfText';

export const PACK_PAPERS = ['A4', 'Letter'] as const;
export type PackPaper = (typeof PACK_PAPERS)[number];

/** Resolution of the pack's maps and charts: sharp on paper, and a 10-page pack stays around a megabyte. */
export const PACK_IMAGE_DPI = 200;
const MARGIN = 14;
const FOOTER = 8;

/**
 * Blocks cut into the pieces a page break may fall between: each list item on its own (a long
 * debrief runs onto a second sheet between two lines, never through one); a heading stays with what follows.
 */
function flowUnits(blocks: readonly PackBlock[]): PackBlock[][] {
  const units: PackBlock[][] = [];
  let carry: PackBlock[] = [];
  for (const block of blocks) {
    const pieces: PackBlock[] =
      block.kind === 'list' ? block.items.map((item) => ({ kind: 'list', items: [item] })) : [block];
    for (const piece of pieces) {
      if (piece.kind === 'heading') {
        carry.push(piece);
        continue;
      }
      units.push([...carry, piece]);
      carry = [];
    }
  }
  if (carry.length > 0) units.push(carry);
  return units;
}

/** Writes the pack into `pdf` (or only measures it, collecting the images, when `w.draw` is false). */
/** Writes the pack; returns the pack page each sheet belongs to, in sheet order. */
function layoutPack(w: BlockWriter, pack: Pack, paper: { widthMm: number; heightMm: number }): PackPage[] {
  const sheets: PackPage[] = [];
  const width = paper.widthMm - 2 * MARGIN;
  const bottom = paper.heightMm - MARGIN - FOOTER;
  let first = true;
  let y = MARGIN;
  const header = (page: PackPage, continued: boolean) => {
    if (!first) w.pdf.addPage();
    first = false;
    sheets.push(page);
    y = MARGIN;
    y += text(w, `${page.title}${continued ? ' (continued)' : ''}`, MARGIN, y, width, 15, 'bold');
    y += text(w, page.subtitle, MARGIN, y + 0.5, width, 9, 'normal', '#555555') + 2;
    if (w.draw) {
      w.pdf.setDrawColor('#161616');
      w.pdf.setLineWidth(0.4);
      w.pdf.line(MARGIN, y, MARGIN + width, y);
    }
    y += 2.5;
  };
  const heightOf = (unit: readonly PackBlock[], mapMm: number) => {
    const measure: BlockWriter = { ...w, draw: false, requests: [], wholeMapMaxMm: mapMm };
    return unit.reduce((h, block) => h + layoutBlock(measure, block, MARGIN, y + h, width), 0);
  };
  for (const page of pack.pages) {
    header(page, false);
    for (const unit of flowUnits(page.blocks)) {
      // A whole-campaign map shrinks (down to MAP_MAX_MM.wholeAtLeast) before its report spills onto a new sheet.
      let mapMm: number = MAP_MAX_MM.whole;
      while (y + heightOf(unit, mapMm) > bottom && mapMm - 5 >= MAP_MAX_MM.wholeAtLeast) mapMm -= 5;
      if (y + heightOf(unit, mapMm) > bottom) {
        mapMm = MAP_MAX_MM.whole;
        if (y > MARGIN + 25) header(page, true);
      }
      for (const block of unit) y += layoutBlock({ ...w, wholeMapMaxMm: mapMm }, block, MARGIN, y, width);
    }
  }
  return sheets;
}

/** Footers name who may read the sheet, so a debrief handed out alone still says it is for one side only. */
function footers(
  pdf: jsPDF,
  pack: Pack,
  sheets: readonly PackPage[],
  paper: { widthMm: number; heightMm: number },
): void {
  const total = pdf.getNumberOfPages();
  for (let i = 1; i <= total; i++) {
    pdf.setPage(i);
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(7.5);
    pdf.setTextColor('#555555');
    const y = paper.heightMm - MARGIN + 1;
    pdf.text(
      pdfSafe(
        t('pack:pdf.header', {
          title: pack.title,
          when: pack.when,
          audience: sheets[i - 1]?.audience ?? pack.audience,
        }),
      ),
      MARGIN,
      y,
      {
        baseline: 'top',
      },
    );
    pdf.text(pdfSafe(t('pack:pdf.page', { page: i, pages: total })), paper.widthMm - MARGIN, y, {
      baseline: 'top',
      align: 'right',
    });
  }
}

async function renderImage(env: PrintEnvironment, request: ImageRequest) {
  const { block } = request;
  if (block.kind === 'map') {
    const surface = drawPackMap(env, block.map, request.widthMm, request.heightMm, PACK_IMAGE_DPI);
    return { data: await surface.encodeJpeg(0.9), format: 'JPEG' as const };
  }
  const pxPerMm = PACK_IMAGE_DPI / MM_PER_INCH;
  if (block.kind === 'battlefield') {
    // Issue 29: the plan's own drawing (as on screen and in the CLI's PNG), scaled to its size on paper.
    const layout = planLayout(block.plan, { notes: false });
    const width = Math.round(request.widthMm * pxPerMm);
    const surface = env.createSurface(width, Math.round(request.heightMm * pxPerMm));
    surface.context.save();
    surface.context.scale(width / layout.width, width / layout.width);
    drawBattlefield(surface.context as unknown as PlanContext, block.plan, { notes: false });
    surface.context.restore();
    return { data: await surface.encodeJpeg(0.92), format: 'JPEG' as const };
  }
  const surface = env.createSurface(
    Math.round(request.widthMm * pxPerMm),
    Math.round(request.heightMm * pxPerMm),
  );
  // Paper white to the last device pixel: the chart's own background is in millimetres and may fall short by one.
  surface.context.fillStyle = '#ffffff';
  surface.context.fillRect(0, 0, surface.width, surface.height);
  surface.context.save();
  surface.context.scale(pxPerMm, pxPerMm);
  drawStandingsChart(
    surface.context,
    (block as PackBlock & { kind: 'chart' }).chart,
    request.widthMm,
    request.heightMm,
  );
  surface.context.restore();
  // JPEG like the maps: jsPDF stores PNGs raw or re-compresses them slowly in JavaScript (see exportPdf).
  return { data: await surface.encodeJpeg(0.92), format: 'JPEG' as const };
}

/**
 * The pack as a PDF on A4 or Letter (issue 17): text, tables and boxes as PDF text and lines (sharp, searchable,
 * small), maps and charts as images drawn with the printed map's code. Two passes: the first measures and lists
 * the images at their sizes on paper, which are then drawn; the second writes the pages.
 */
export async function exportPackPdf(
  env: PrintEnvironment,
  pack: Pack,
  paper: PackPaper = 'A4',
): Promise<Uint8Array> {
  const size = PAPER_SIZES[paper];
  const make = () =>
    new jsPDF({ unit: 'mm', format: [size.widthMm, size.heightMm], orientation: 'portrait', compress: true });
  const scratch: BlockWriter = { pdf: make(), draw: false, requests: [], images: new Map() };
  layoutPack(scratch, pack, size);
  const images = new Map<PackBlock, { data: Uint8Array; format: 'JPEG' | 'PNG' }>();
  for (const request of scratch.requests) {
    if (!images.has(request.block)) images.set(request.block, await renderImage(env, request));
  }
  const pdf = make();
  pdf.setProperties({ title: pdfSafe(t('pack:pdf.docTitle', { title: pack.title })), creator: 'Hexmarch' });
  const sheets = layoutPack({ pdf, draw: true, requests: [], images }, pack, size);
  footers(pdf, pack, sheets, size);
  return new Uint8Array(pdf.output('arraybuffer'));
}
