import { t } from '@shared/i18n';
import type { WorldRect } from '@shared/layout';
import {
  isNotesPage,
  MM_PER_INCH,
  scaleNote,
  type NotesPage,
  type PrintPage,
  type PrintPlan,
} from '@shared/print';
import type { PathFactory } from '../canvas/draw/drawContext';
import { drawRiverChunks, drawSettlementChunks } from '../canvas/draw/drawFeatures';
import { drawNames } from '../canvas/draw/drawNames';
import { drawTerrainChunks } from '../canvas/draw/drawTerrain';
import type { MapPicture } from '../canvas/draw/mapPicture';
import { visibleChunks } from '../canvas/draw/terrainChunks';
import { drawArmyFlags } from './drawArmyFlags';
import { drawControlBadges } from './drawControlBadges';
import { drawLegend } from './drawLegend';
import { drawNotesSheet } from './drawNotesSheet';
import { drawPrintNotes, fitPrintLabels } from './drawPrintNotes';
import { drawPrintCoordinates } from './drawPrintCoordinates';
import { drawWaterMarks } from './drawWaterMarks';
import { drawSheetHeader } from './drawSheetHeader';
import { drawSheetMarks } from './drawSheetMarks';
import type { PrintContent } from './printContent';
import { printLayerOf } from './printLayer';
import type { PrintContext } from './printSurface';

/** Everything a sheet is drawn from. */
export interface SheetArt {
  readonly plan: PrintPlan;
  readonly picture: MapPicture;
  readonly content: PrintContent;
  readonly createPath: PathFactory;
  /** What the content's ruleset layer built once per export (a Firestorm campaign's territory paths, issue 12). */
  readonly prepared?: unknown;
}

/** A rectangle of the sheet in device pixels: the tile being drawn. */
export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The screen's level-of-detail thresholds and one-pixel lines are in CSS pixels (96 per inch). On paper the
 * same reading holds: a hex 10 CSS px wide on screen looks like one 2.6 mm wide on paper. So the map code gets
 * the camera scale a 96-dpi screen would have, and grid lines come out 1/96 in (0.26 mm) wide at any DPI.
 */
const SCREEN_DPI = 96;

function intersect(a: WorldRect, b: WorldRect): WorldRect | null {
  const rect = {
    minX: Math.max(a.minX, b.minX),
    minY: Math.max(a.minY, b.minY),
    maxX: Math.min(a.maxX, b.maxX),
    maxY: Math.min(a.maxY, b.maxY),
  };
  return rect.minX < rect.maxX && rect.minY < rect.maxY ? rect : null;
}

/**
 * Draws the part `tile` of sheet `page` (device pixels of the whole sheet; the caller has translated the context
 * so the tile's top left is at its origin). Paper white, the map window, then header, legend, scale and marks,
 * in millimetres. Names are placed over the whole sheet, not the tile, so a name never splits between tiles.
 * A notes page (HEX-7) lists the notes instead.
 */
export function drawSheet(
  ctx: PrintContext,
  art: SheetArt,
  page: PrintPage | NotesPage,
  tile: PixelRect,
): void {
  if (isNotesPage(page)) {
    drawNotesSheet(ctx, art, page, tile);
    return;
  }
  const { plan } = art;
  const pxPerMm = plan.dpi / MM_PER_INCH;
  const { window, mmPerWorld } = plan;
  ctx.save();
  ctx.beginLayer?.(t('print:layer.paper'));
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(tile.x, tile.y, tile.width, tile.height);
  ctx.scale(pxPerMm, pxPerMm);

  const toWorldX = (mm: number) => page.world.minX + (mm - window.x) / mmPerWorld;
  const toWorldY = (mm: number) => page.world.minY + (mm - window.y) / mmPerWorld;
  const tileWorld: WorldRect = {
    minX: toWorldX(tile.x / pxPerMm),
    minY: toWorldY(tile.y / pxPerMm),
    maxX: toWorldX((tile.x + tile.width) / pxPerMm),
    maxY: toWorldY((tile.y + tile.height) / pxPerMm),
  };
  const rect = intersect(tileWorld, page.world);
  if (rect) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(window.x, window.y, window.width, window.height);
    ctx.clip();
    ctx.translate(window.x - page.world.minX * mmPerWorld, window.y - page.world.minY * mmPerWorld);
    ctx.scale(mmPerWorld, mmPerWorld);
    drawMapPart(ctx, art, rect, page.world, (mmPerWorld * SCREEN_DPI) / MM_PER_INCH, mmPerWorld);
    ctx.restore();
  }
  ctx.beginLayer?.(t('print:layer.marks'));
  drawSheetText(ctx, art, page);
  drawSheetMarks(ctx, plan, page);
  ctx.restore();
}

/**
 * The map itself in world units (the caller sets the transform): `rect` is what to draw, `sheet` the whole visible
 * map (names are fitted on it), `scale` the 96-dpi screen scale and `mmPerWorld` the paper scale. Each concern
 * starts a layer of its own, which the SVG export writes as an Inkscape layer.
 */
export function drawMapPart(
  ctx: PrintContext,
  art: Pick<SheetArt, 'picture' | 'content' | 'createPath' | 'prepared'>,
  rect: WorldRect,
  sheet: WorldRect,
  scale: number,
  mmPerWorld: number,
): void {
  const { picture, content, createPath } = art;
  const size = picture.terrain.size;
  ctx.beginLayer?.(t('print:layer.terrain'));
  drawTerrainChunks(ctx, visibleChunks(picture.terrain, rect), size, picture.lookup, scale, createPath);
  drawWaterMarks(ctx, picture.terrain, rect, mmPerWorld);
  const layer = printLayerOf(content);
  if (layer && art.prepared !== undefined)
    layer.drawing.drawUnder(ctx, art.prepared, layer.data, size, rect, scale);
  const meets = (bounds: WorldRect, area: WorldRect) =>
    bounds.minX <= area.maxX &&
    bounds.maxX >= area.minX &&
    bounds.minY <= area.maxY &&
    bounds.maxY >= area.minY;
  if (content.coordinates) {
    ctx.beginLayer?.(t('print:layer.coordinates'));
    drawPrintCoordinates(
      ctx,
      picture.terrain,
      rect,
      content.coordinates,
      content.coordinateDigits,
      mmPerWorld,
    );
  }
  const features = picture.features.chunks.filter(({ bounds }) => meets(bounds, rect));
  ctx.beginLayer?.(t('print:layer.rivers'));
  drawRiverChunks(ctx, features, size, scale);
  ctx.beginLayer?.(t('print:layer.settlements'));
  drawSettlementChunks(ctx, features, size, picture.lookup, scale, { playerColors: content.playerColors });
  drawControlBadges(ctx, picture.features, rect, content);
  ctx.beginLayer?.(t('print:layer.labels'));
  // HEX-7: labels are fitted first so the names keep clear of them; both go under the flags, as on screen.
  const labels = fitPrintLabels(ctx, content.hexNotes.labels, size, mmPerWorld, sheet);
  drawNames(
    ctx,
    picture.features.chunks.filter(({ bounds }) => meets(bounds, sheet)),
    size,
    scale,
    labels.map((label) => label.box),
  );
  // A note card keeps clear of what the ruleset draws over it (FS-MAP-3: a special territory's star).
  const obstacles = layer ? layer.drawing.noteObstacles(layer.data, size, scale) : undefined;
  drawPrintNotes(ctx, content.hexNotes, labels, size, rect, mmPerWorld, obstacles);
  ctx.beginLayer?.(t('print:layer.armies'));
  drawArmyFlags(ctx, content.armies, size, rect, content.showLords);
  if (layer) layer.drawing.drawOver(ctx, layer.data, size, rect, scale);
}

function drawSheetText(ctx: PrintContext, art: SheetArt, page: PrintPage): void {
  const { plan, content } = art;
  const { scaleLine } = plan;
  drawSheetHeader(
    ctx,
    plan.header,
    content,
    t('print:sheet.label', { label: page.label, page: page.index + 1, pages: plan.pages.length }),
  );

  if (plan.legend.layout.entries.length > 0) {
    drawLegend(ctx, plan.legend.layout.entries, plan.legend.x, plan.legend.y, content, art.createPath);
  }
  const lineMiddle = scaleLine.y + scaleLine.height / 2;
  ctx.fillStyle = '#161616';
  ctx.font = '2.6px sans-serif';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(scaleNote(plan.hexAcrossFlatsMm), scaleLine.x, lineMiddle);
  drawRuler(ctx, scaleLine.x + scaleLine.width - 50, lineMiddle);
}

/** A 50 mm ruler with centimetre ticks: measuring it tells whether the sheet was printed at 100 %. */
function drawRuler(ctx: PrintContext, left: number, y: number): void {
  ctx.strokeStyle = '#161616';
  ctx.lineWidth = 0.25;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(left, y + 1);
  ctx.lineTo(left + 50, y + 1);
  for (let cm = 0; cm <= 5; cm++) {
    ctx.moveTo(left + cm * 10, y + 1);
    ctx.lineTo(left + cm * 10, y - (cm % 5 === 0 ? 1.2 : 0.6));
  }
  ctx.stroke();
  ctx.font = '2.2px sans-serif';
  ctx.textAlign = 'right';
  ctx.fillStyle = '#161616';
  ctx.fillText(t('print:sheet.ruler'), left - 1.5, y);
}
