import { t } from '@shared/i18n';
import type { NotesPage, PrintPage } from '@shared/print';
import { drawSheet, type PixelRect, type SheetArt } from './drawSheet';
import { fitsOneImage, MAX_TILE_PX, type PrintEnvironment, type PrintSurface } from './printSurface';

/**
 * Splits a width × height pixel sheet into the fewest tiles no side of which exceeds `maxTile`, of near-equal size
 * (so no sliver tiles), covering every pixel exactly once, in reading order.
 */
export function sheetTiles(width: number, height: number, maxTile = MAX_TILE_PX): PixelRect[] {
  const across = Math.ceil(width / maxTile);
  const down = Math.ceil(height / maxTile);
  const edges = (total: number, parts: number) =>
    Array.from({ length: parts + 1 }, (_, i) => Math.round((i * total) / parts));
  const xs = edges(width, across);
  const ys = edges(height, down);
  const tiles: PixelRect[] = [];
  for (let row = 0; row < down; row++) {
    for (let column = 0; column < across; column++) {
      const x = xs[column] as number;
      const y = ys[row] as number;
      tiles.push({ x, y, width: (xs[column + 1] as number) - x, height: (ys[row + 1] as number) - y });
    }
  }
  return tiles;
}

/** Draws one tile of a sheet onto a fresh surface of the tile's size. */
export function renderTile(
  env: PrintEnvironment,
  art: SheetArt,
  page: PrintPage | NotesPage,
  tile: PixelRect,
): PrintSurface {
  const surface = env.createSurface(tile.width, tile.height);
  const ctx = surface.context;
  ctx.save();
  ctx.translate(-tile.x, -tile.y);
  drawSheet(ctx, art, page, tile);
  ctx.restore();
  return surface;
}

/**
 * The whole sheet as one surface: drawn directly when it is one tile, else tile by tile and composed (drawing a
 * huge canvas in one go is what blanks exports in browsers). Throws when the sheet is too big for one image.
 */
export function renderSheet(
  env: PrintEnvironment,
  art: SheetArt,
  page: PrintPage | NotesPage,
  maxTile = MAX_TILE_PX,
): PrintSurface {
  const { width, height } = art.plan.pixels;
  if (!fitsOneImage(width, height)) {
    throw new Error(t('print:errors.sheetTooBig', { width, height }));
  }
  const tiles = sheetTiles(width, height, maxTile);
  if (tiles.length === 1) return renderTile(env, art, page, tiles[0] as PixelRect);
  const sheet = env.createSurface(width, height);
  for (const tile of tiles) sheet.drawSurface(renderTile(env, art, page, tile), tile.x, tile.y);
  return sheet;
}
