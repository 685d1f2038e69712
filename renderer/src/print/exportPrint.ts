import { t } from '@shared/i18n';
import { jsPDF } from 'jspdf';
import type { HexmarchDocument } from '@shared/document';
import { mapBounds, type WorldRect } from '@shared/layout';
import type { CampaignMap } from '@shared/map';
import {
  MARK_GUTTER_MM,
  HEADER_MM,
  SCALE_LINE_MM,
  legendLayout,
  MM_PER_INCH,
  planPrint,
  type NotesPage,
  type PrintPage,
  type PrintPlan,
  type PrintSettings,
} from '@shared/print';
import { err, ok, type Result } from '@shared/result';
import { buildMapPicture } from '../canvas/draw/mapPicture';
import type { PixelRect, SheetArt } from './drawSheet';
import { legendEntriesFor, printContentFor, type PrintChoices, type PrintContent } from './printContent';
import { printLayerOf } from './printLayer';
import { fitsOneImage, MAX_TILE_PX, type PrintEnvironment } from './printSurface';
import { renderSheet, renderTile, sheetTiles } from './renderSheet';

/** World units per hex size for printing; any value works, the plan scales it to millimetres. */
export const PRINT_HEX_SIZE = 10;

/** Tiles drawn ahead of the PDF writer while earlier ones encode; each holds one tile's bitmap in memory. */
const ENCODES_IN_FLIGHT = 3;

/** JPEG quality of PDF page tiles: at 300 dpi artefacts are far below what the eye sees on paper. */
export const PDF_JPEG_QUALITY = 0.92;

/** The map's box with room for the names under the bottom row and the flags over the top row. */
export function printBounds(map: CampaignMap): WorldRect {
  const box = mapBounds(map, PRINT_HEX_SIZE);
  const pad = 0.8 * PRINT_HEX_SIZE;
  return { minX: box.minX - pad / 2, minY: box.minY - pad, maxX: box.maxX + pad / 2, maxY: box.maxY + pad };
}

/** Plans the printout of `document` and builds the map's paths: everything needed to draw its sheets. */
export function preparePrint(
  env: PrintEnvironment,
  document: HexmarchDocument,
  settings: PrintSettings,
  choices: PrintChoices,
): Result<SheetArt, string> {
  const planned = planFor(document, settings, choices);
  if (!planned.ok) return planned;
  const { content } = planned.value;
  const picture = buildMapPicture(content.map, PRINT_HEX_SIZE, env.createPath);
  const layer = printLayerOf(content);
  const prepared = layer ? layer.drawing.prepare(picture, layer.data, env.createPath) : undefined;
  return ok({ plan: planned.value.plan, picture, content, createPath: env.createPath, prepared });
}

/** The plan and content alone, without building paths: cheap enough for a live preview. */
export function planFor(
  document: HexmarchDocument,
  settings: PrintSettings,
  choices: PrintChoices,
): Result<{ plan: PrintPlan; content: PrintContent; bounds: WorldRect }, string> {
  const content = printContentFor(document, choices);
  const bounds = printBounds(content.map);
  const planned = planPrint(
    settings,
    bounds,
    PRINT_HEX_SIZE,
    legendEntriesFor(content),
    content.hexNotes.notes,
  );
  return planned.ok ? ok({ plan: planned.value, content, bounds }) : planned;
}

/**
 * The settings for printing the whole map on one sheet of exactly its size (a custom paper round the map, its
 * legend and margins) at the scale `settings` would print it: the "single image" PNG.
 */
export function posterSettings(
  settings: PrintSettings,
  art: Pick<SheetArt, 'plan' | 'content'>,
): PrintSettings {
  const { plan } = art;
  const bounds = printBounds(art.content.map);
  const gutter = settings.cropMarks ? MARK_GUTTER_MM : 0;
  const mapWidth = (bounds.maxX - bounds.minX) * plan.mmPerWorld;
  const mapHeight = (bounds.maxY - bounds.minY) * plan.mmPerWorld;
  // Wide enough for the map and a line of legend, with a hair to spare so rounding never asks for two sheets.
  const widthMm = Math.max(mapWidth + 2 * (settings.marginMm + gutter) + 0.01, 100);
  const legend = legendLayout(
    settings.legend ? legendEntriesFor(art.content) : [],
    widthMm - 2 * settings.marginMm,
  );
  const heightMm =
    mapHeight + 2 * (settings.marginMm + gutter) + HEADER_MM + legend.heightMm + SCALE_LINE_MM + 0.01;
  return {
    ...settings,
    paper: 'custom',
    orientation: widthMm >= heightMm ? 'landscape' : 'portrait',
    customSize: { widthMm, heightMm: Math.max(heightMm, 50) },
    sizing: { mode: 'hexSize', hexAcrossFlatsMm: plan.hexAcrossFlatsMm },
    overlapMm: 0,
  };
}

/** Whether the whole map fits in one PNG at these settings, and the poster's size in pixels. */
export function posterPixels(
  settings: PrintSettings,
  art: Pick<SheetArt, 'plan' | 'content'>,
): { width: number; height: number; fits: boolean } {
  const poster = posterSettings(settings, art);
  const size = poster.customSize!;
  const width = Math.round((size.widthMm * settings.dpi) / MM_PER_INCH);
  const height = Math.round((size.heightMm * settings.dpi) / MM_PER_INCH);
  return { width, height, fits: fitsOneImage(width, height) };
}

/** One image of a printout: `suffix` tells it from its siblings ("B2", "notes"), null for the only map sheet. */
export interface SheetImage {
  readonly suffix: string | null;
  readonly bytes: Uint8Array;
}

/** Every sheet of the printout: the map's in reading order, then the notes pages (HEX-7). */
export function allSheets(plan: PrintPlan): (PrintPage | NotesPage)[] {
  return [...plan.pages, ...plan.notesPages];
}

async function notesImages(env: PrintEnvironment, art: SheetArt): Promise<SheetImage[]> {
  const images: SheetImage[] = [];
  for (const page of art.plan.notesPages)
    images.push({ suffix: page.label, bytes: await renderSheet(env, art, page).encodePng() });
  return images;
}

/** One PNG per sheet, in reading order, then the notes pages. */
export async function exportSheetPngs(env: PrintEnvironment, art: SheetArt): Promise<SheetImage[]> {
  const { pages } = art.plan;
  const images: SheetImage[] = [];
  for (const page of pages)
    images.push({
      suffix: pages.length === 1 ? null : page.label,
      bytes: await renderSheet(env, art, page).encodePng(),
    });
  return [...images, ...(await notesImages(env, art))];
}

/**
 * The whole map as one PNG (issue 6 §3: a single image when it fits), or an error naming the size when it
 * does not fit the canvas limits. The notes pages follow on the chosen paper: a page as big as the map would
 * make a poster of a few lines of text.
 */
export async function exportPosterPng(
  env: PrintEnvironment,
  document: HexmarchDocument,
  settings: PrintSettings,
  choices: PrintChoices,
): Promise<Result<SheetImage[], string>> {
  const base = preparePrint(env, document, settings, choices);
  if (!base.ok) return base;
  const size = posterPixels(settings, base.value);
  if (!size.fits) {
    return err(t('print:errors.wholeMap', { width: size.width, height: size.height }));
  }
  const poster = preparePrint(env, document, posterSettings(settings, base.value), choices);
  if (!poster.ok) return poster;
  const map = await renderSheet(env, poster.value, poster.value.plan.pages[0]!).encodePng();
  return ok([{ suffix: null, bytes: map }, ...(await notesImages(env, base.value))]);
}

/**
 * A multi-page PDF, one sheet per page at the paper's size in millimetres, the notes pages last. Each page is placed as tiles of at most
 * MAX_TILE_PX, so no canvas ever exceeds browser limits. Tiles go in as JPEG: jsPDF passes JPEG through
 * untouched, while a PNG is decoded and re-compressed in JavaScript (4 s and 50 MB for one A3 page at 300 dpi
 * in a trial, against 35 ms and 2.5 MB for JPEG).
 */
export async function exportPdf(
  env: PrintEnvironment,
  art: SheetArt,
  onPage?: (done: number, total: number) => void,
  maxTile = MAX_TILE_PX,
): Promise<Uint8Array> {
  const { plan } = art;
  const { widthMm, heightMm } = plan.paper;
  const orientation = widthMm > heightMm ? 'landscape' : 'portrait';
  const pdf = new jsPDF({ unit: 'mm', format: [widthMm, heightMm], orientation, compress: true });
  pdf.setProperties({ title: art.content.title, creator: 'Hexmarch' });
  const mmPerPx = MM_PER_INCH / plan.dpi;
  const tiles = sheetTiles(plan.pixels.width, plan.pixels.height, maxTile);
  const sheets = allSheets(plan);
  // Encoding runs off the main thread (libuv in Node, toBlob in browsers) and costs more than drawing, so the next
  // tiles are drawn while earlier ones encode; images still go into the PDF in order.
  const pending: { page: PrintPage | NotesPage; tile: PixelRect; jpeg: Promise<Uint8Array> }[] = [];
  let pagesAdded = 0;
  const place = async () => {
    const { page, tile, jpeg } = pending.shift()!;
    if (page.index >= pagesAdded) {
      if (page.index > 0) pdf.addPage([widthMm, heightMm], orientation);
      pagesAdded = page.index + 1;
    }
    // Placed by its pixel edges, so neighbouring tiles meet without a hairline gap.
    const [x, y, w, h] = [tile.x, tile.y, tile.width, tile.height].map((px) => px * mmPerPx) as [
      number,
      number,
      number,
      number,
    ];
    pdf.addImage(await jpeg, 'JPEG', x, y, w, h, undefined, 'NONE');
    if (tile === tiles[tiles.length - 1]) onPage?.(page.index + 1, sheets.length);
  };
  for (const page of sheets) {
    for (const tile of tiles) {
      if (pending.length >= ENCODES_IN_FLIGHT) await place();
      pending.push({ page, tile, jpeg: renderTile(env, art, page, tile).encodeJpeg(PDF_JPEG_QUALITY) });
    }
  }
  while (pending.length > 0) await place();
  return new Uint8Array(pdf.output('arraybuffer'));
}

export { MAX_TILE_PX };
