import { t } from '@shared/i18n';
import { hexToPixel, type WorldRect } from '@shared/layout';
import type { GridCell } from '@shared/export';
import { MM_PER_INCH } from '@shared/print';
import { buildMapPicture } from '../../canvas/draw/mapPicture';
import { drawMapPart } from '../drawSheet';
import { PRINT_HEX_SIZE } from '../exportPrint';
import type { PrintContent } from '../printContent';
import { printLayerOf } from '../printLayer';
import { fitsOneImage, type PrintEnvironment, type PrintSurface } from '../printSurface';
import { sheetTiles } from '../renderSheet';

/** Screen pixels per inch: the image's pixels are read as a screen's, so grid lines come out one pixel wide. */
const SCREEN_DPI = 96;

/** Where the map's hexes go on the image: the image pixel of one cell's centre, and the hex radius in pixels. */
export interface GridImagePlacement {
  readonly width: number;
  readonly height: number;
  readonly hexRadius: number;
  readonly anchor: GridCell;
  readonly anchorCentre: { readonly x: number; readonly y: number };
}

/** The world → image mapping of a placement: image = k · world + (tx, ty), world in PRINT_HEX_SIZE units (HEX-1). */
export function gridImageTransform(placement: GridImagePlacement): { k: number; tx: number; ty: number } {
  const k = placement.hexRadius / PRINT_HEX_SIZE;
  const world = hexToPixel(placement.anchor.hex.q, placement.anchor.hex.r, PRINT_HEX_SIZE);
  return { k, tx: placement.anchorCentre.x - k * world.x, ty: placement.anchorCentre.y - k * world.y };
}

/**
 * The bare map (no header, legend or margins) drawn to an image whose hexes sit where `placement` says: the
 * background a virtual tabletop lays its own grid over. Drawn by the print code (drawMapPart) at the image's own
 * scale, tile by tile like a sheet, so any map size draws completely. Throws when the image is too big for one PNG.
 */
export function renderGridImage(
  env: PrintEnvironment,
  content: PrintContent,
  placement: GridImagePlacement,
): PrintSurface {
  const { width, height } = placement;
  if (!fitsOneImage(width, height)) throw new Error(t('print:errors.background', { width, height }));
  const picture = buildMapPicture(content.map, PRINT_HEX_SIZE, env.createPath);
  const layer = printLayerOf(content);
  const prepared = layer ? layer.drawing.prepare(picture, layer.data, env.createPath) : undefined;
  const art = { picture, content, createPath: env.createPath, prepared };
  const { k, tx, ty } = gridImageTransform(placement);
  const all: WorldRect = { minX: -tx / k, minY: -ty / k, maxX: (width - tx) / k, maxY: (height - ty) / k };
  const draw = (surface: PrintSurface, tileX: number, tileY: number) => {
    const ctx = surface.context;
    ctx.save();
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, surface.width, surface.height);
    ctx.translate(tx - tileX, ty - tileY);
    ctx.scale(k, k);
    const rect: WorldRect = {
      minX: all.minX + tileX / k,
      minY: all.minY + tileY / k,
      maxX: all.minX + (tileX + surface.width) / k,
      maxY: all.minY + (tileY + surface.height) / k,
    };
    drawMapPart(ctx, art, rect, all, k, (k * MM_PER_INCH) / SCREEN_DPI);
    ctx.restore();
  };
  const tiles = sheetTiles(width, height);
  if (tiles.length === 1) {
    const surface = env.createSurface(width, height);
    draw(surface, 0, 0);
    return surface;
  }
  const image = env.createSurface(width, height);
  for (const tile of tiles) {
    const part = env.createSurface(tile.width, tile.height);
    draw(part, tile.x, tile.y);
    image.drawSurface(part, tile.x, tile.y);
  }
  return image;
}
