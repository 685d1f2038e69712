import { t } from '../i18n';
import type { WorldRect } from '../layout';
import { err, ok, type Result } from '../result';
import { legendLayout, type LegendEntry, type LegendLayout } from './legendLayout';
import { notesPages, type NotesPage } from './notesPages';
import { pageLabel } from './pageLabel';
import { pagePixels, paperSize, type PaperSize } from './paperSizes';
import { printSettingsProblems, type PrintSettings } from './printSettings';
import type { PrintedNote } from './printedNotes';

/** A rectangle on the sheet, in millimetres from its top left corner. */
export interface SheetRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Height of the band above the map with the title, turn and sheet label. */
export const HEADER_MM = 7;
/** Height of the line under the legend with the scale note. */
export const SCALE_LINE_MM = 5;
/** Gutter around the map window that holds the crop marks, so they never cover the map or the header. */
export const MARK_GUTTER_MM = 4;

/** One sheet of the printout. */
export interface PrintPage {
  readonly row: number;
  readonly column: number;
  /** Row letter + column number ("B3"). */
  readonly label: string;
  /** Position in reading order (row by row), from 0. */
  readonly index: number;
  /** The part of the map the sheet's map window shows, in world units. */
  readonly world: WorldRect;
  /**
   * The trim cell in sheet millimetres: the map window without the overlap it shares with the sheets to its right
   * and below. Trimmed to their cells, the sheets butt together into the whole map; crop marks sit on its lines.
   */
  readonly cell: SheetRect;
  /** Labels of the neighbouring sheets, for "continues on" notes at the window's edges. */
  readonly neighbours: {
    readonly left?: string;
    readonly right?: string;
    readonly up?: string;
    readonly down?: string;
  };
  /** Registration marks in the overlaps (sheet millimetres): the same map point on both neighbouring sheets. */
  readonly registration: readonly { readonly x: number; readonly y: number }[];
}

/** Where everything goes on every sheet of a printout, and at what scale. All pure arithmetic. */
export interface PrintPlan {
  readonly paper: PaperSize;
  readonly dpi: number;
  /** Whole sheet in device pixels at `dpi`. */
  readonly pixels: { readonly width: number; readonly height: number };
  /** The map window, identical on every sheet. */
  readonly window: SheetRect;
  readonly header: SheetRect;
  /** Legend box (empty height without a legend) and the scale line under it. */
  readonly legend: SheetRect & { readonly layout: LegendLayout };
  readonly scaleLine: SheetRect;
  /** Printed millimetres per world unit of the map. */
  readonly mmPerWorld: number;
  /** Printed hex width across flats, in millimetres (HEX-1: √3·S). */
  readonly hexAcrossFlatsMm: number;
  /** Radius of the registration marks in millimetres; 0 when there are none. */
  readonly registrationRadiusMm: number;
  readonly columns: number;
  readonly rows: number;
  readonly pages: readonly PrintPage[];
  /** The notes listed after the map's sheets (HEX-7), on the same paper; empty without notes. */
  readonly notesPages: readonly NotesPage[];
}

/** Below this the floating-point sum of page spans counts as an exact fit, not as one more sheet. */
const FIT_EPSILON = 1e-9;

/**
 * Plans a printout of the world rectangle `map` (hexes of size `hexSize`, HEX-1) under `settings`. The map is
 * centred in the tiled area; sheets are counted so that every one shows map (no blank sheets): a map w mm wide on
 * windows W mm wide with overlap o needs ⌈(w − o)/(W − o)⌉ columns. `notes` are listed on pages of their own after
 * the map's sheets.
 */
export function planPrint(
  settings: PrintSettings,
  map: WorldRect,
  hexSize: number,
  legendEntries: readonly LegendEntry[] = [],
  notes: readonly PrintedNote[] = [],
): Result<PrintPlan, string> {
  const problems = printSettingsProblems(settings);
  if (problems.length > 0) return err(problems.join(' '));
  const paper = paperSize(settings.paper, settings.orientation, settings.customSize);
  const margin = settings.marginMm;
  const gutter = settings.cropMarks ? MARK_GUTTER_MM : 0;
  const printableWidth = paper.widthMm - 2 * margin;
  const layout = legendLayout(settings.legend ? legendEntries : [], printableWidth);
  const footer = layout.heightMm + SCALE_LINE_MM;
  const window: SheetRect = {
    x: margin + gutter,
    y: margin + HEADER_MM + gutter,
    width: printableWidth - 2 * gutter,
    height: paper.heightMm - 2 * margin - HEADER_MM - footer - 2 * gutter,
  };
  const overlap = settings.overlapMm;
  if (window.width < overlap + 20 || window.height < overlap + 20) {
    return err(t('print:errors.tooSmall'));
  }
  const worldWidth = map.maxX - map.minX;
  const worldHeight = map.maxY - map.minY;
  if (!(worldWidth > 0 && worldHeight > 0)) return err(t('print:errors.noHexes'));

  const stepX = window.width - overlap;
  const stepY = window.height - overlap;
  const { sizing } = settings;
  const mmPerWorld =
    sizing.mode === 'hexSize'
      ? sizing.hexAcrossFlatsMm / (Math.sqrt(3) * hexSize)
      : Math.min(
          (sizing.columns * stepX + overlap) / worldWidth,
          (sizing.rows * stepY + overlap) / worldHeight,
        );
  const mapWidthMm = worldWidth * mmPerWorld;
  const mapHeightMm = worldHeight * mmPerWorld;
  const columns = Math.max(1, Math.ceil((mapWidthMm - overlap) / stepX - FIT_EPSILON));
  const rows = Math.max(1, Math.ceil((mapHeightMm - overlap) / stepY - FIT_EPSILON));
  const offsetX = (columns * stepX + overlap - mapWidthMm) / 2;
  const offsetY = (rows * stepY + overlap - mapHeightMm) / 2;
  const registrationRadiusMm = settings.cropMarks && overlap >= 3 ? Math.min(2.5, overlap / 2 - 0.5) : 0;

  const pages: PrintPage[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const minX = map.minX + (column * stepX - offsetX) / mmPerWorld;
      const minY = map.minY + (row * stepY - offsetY) / mmPerWorld;
      const label = (r: number, c: number) =>
        r >= 0 && r < rows && c >= 0 && c < columns ? pageLabel(r, c) : undefined;
      const neighbours = {
        left: label(row, column - 1),
        right: label(row, column + 1),
        up: label(row - 1, column),
        down: label(row + 1, column),
      };
      pages.push({
        row,
        column,
        label: pageLabel(row, column),
        index: pages.length,
        world: {
          minX,
          minY,
          maxX: minX + window.width / mmPerWorld,
          maxY: minY + window.height / mmPerWorld,
        },
        cell: {
          x: window.x,
          y: window.y,
          width: column < columns - 1 ? stepX : window.width,
          height: row < rows - 1 ? stepY : window.height,
        },
        neighbours: Object.fromEntries(
          Object.entries(neighbours).filter(([, value]) => value !== undefined),
        ) as PrintPage['neighbours'],
        registration: registrationMarks(window, overlap, neighbours, registrationRadiusMm > 0),
      });
    }
  }
  return ok({
    paper,
    dpi: settings.dpi,
    pixels: pagePixels(paper, settings.dpi),
    window,
    header: { x: margin, y: margin, width: printableWidth, height: HEADER_MM },
    legend: {
      x: margin,
      y: window.y + window.height + gutter,
      width: printableWidth,
      height: layout.heightMm,
      layout,
    },
    scaleLine: {
      x: margin,
      y: window.y + window.height + gutter + layout.heightMm,
      width: printableWidth,
      height: SCALE_LINE_MM,
    },
    mmPerWorld,
    hexAcrossFlatsMm: mmPerWorld * Math.sqrt(3) * hexSize,
    registrationRadiusMm,
    columns,
    rows,
    pages,
    // The whole sheet under the header: the notes page has no map, legend or crop marks.
    notesPages: notesPages(
      notes,
      {
        x: margin,
        y: margin + HEADER_MM,
        width: printableWidth,
        height: paper.heightMm - 2 * margin - HEADER_MM,
      },
      pages.length,
    ),
  });
}

/** The middle of each overlap strip the sheet shares with a neighbour: the same map point on both sheets. */
function registrationMarks(
  window: SheetRect,
  overlap: number,
  neighbours: Record<'left' | 'right' | 'up' | 'down', string | undefined>,
  enabled: boolean,
): { x: number; y: number }[] {
  if (!enabled) return [];
  const middleX = window.x + window.width / 2;
  const middleY = window.y + window.height / 2;
  const marks: { x: number; y: number }[] = [];
  if (neighbours.left) marks.push({ x: window.x + overlap / 2, y: middleY });
  if (neighbours.right) marks.push({ x: window.x + window.width - overlap / 2, y: middleY });
  if (neighbours.up) marks.push({ x: middleX, y: window.y + overlap / 2 });
  if (neighbours.down) marks.push({ x: middleX, y: window.y + window.height - overlap / 2 });
  return marks;
}

/** The scale note printed under the legend. */
export function scaleNote(hexAcrossFlatsMm: number): string {
  return t('print:sheet.scale', { mm: hexAcrossFlatsMm });
}

/** Where world point (x, y) lands on sheet `page`, in millimetres from the sheet's top left. */
export function worldToSheetMm(
  plan: Pick<PrintPlan, 'window' | 'mmPerWorld'>,
  page: Pick<PrintPage, 'world'>,
  x: number,
  y: number,
): { x: number; y: number } {
  return {
    x: plan.window.x + (x - page.world.minX) * plan.mmPerWorld,
    y: plan.window.y + (y - page.world.minY) * plan.mmPerWorld,
  };
}
