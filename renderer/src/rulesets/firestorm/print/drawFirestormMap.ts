import type { HexKey } from '@shared/hex';
import { hexKeyToPixel, type WorldRect } from '@shared/layout';
import type { MapHex } from '@shared/map';
import { chunkHexes } from '../../../canvas/draw/chunkHexes';
import type { PathFactory } from '../../../canvas/draw/drawContext';
import type { MapPicture } from '../../../canvas/draw/mapPicture';
import { HEX_SIZE } from '../../../canvas/hexSize';
import { drawBannerFlags } from '../canvas/drawBannerFlags';
import { drawTerritoryChunks } from '../canvas/drawTerritory';
import { drawTerritoryMarks, specialStarAt } from '../canvas/drawTerritoryMarks';
import { buildTerritoryChunks, type TerritoryChunk } from '../canvas/territoryChunks';
import type { FirestormPrint } from './firestormPrint';
import type { PrintContext } from '../../../print/printSurface';

/**
 * The territory code's line widths and detail thresholds are made for the screen's hex size (HEX_SIZE world
 * units); the printout's map is built at another size. So the Firestorm layers are drawn in a frame of screen hex
 * units: the paper then shows the same marks a screen would show at the same hex size in millimetres.
 */
function inScreenUnits(
  ctx: PrintContext,
  size: number,
  rect: WorldRect,
  scale: number,
  draw: (rect: WorldRect, scale: number) => void,
): void {
  const k = size / HEX_SIZE;
  ctx.save();
  ctx.scale(k, k);
  draw({ minX: rect.minX / k, minY: rect.minY / k, maxX: rect.maxX / k, maxY: rect.maxY / k }, scale * k);
  ctx.restore();
}

/** The territory paths of a printout (FS-MAP-1): built once per export, at the screen's hex size. */
export function buildPrintTerritory(
  picture: MapPicture,
  print: FirestormPrint,
  createPath: PathFactory,
): TerritoryChunk[] {
  const all: MapHex[] = [];
  for (const chunk of picture.terrain.chunks) all.push(...chunk.chunk.hexes);
  return buildTerritoryChunks(
    chunkHexes(all, HEX_SIZE),
    print.board.owners,
    picture.lookup,
    HEX_SIZE,
    createPath,
  );
}

/** Owner fill, pattern and frontiers, over the terrain and under rivers, settlements and names (as on screen). */
export function drawPrintTerritories(
  ctx: PrintContext,
  chunks: readonly TerritoryChunk[],
  print: FirestormPrint,
  size: number,
  rect: WorldRect,
  scale: number,
): void {
  inScreenUnits(ctx, size, rect, scale, (area, screenScale) => {
    const pad = HEX_SIZE;
    const visible = chunks.filter(
      ({ chunk: { bounds: b } }) =>
        b.minX - pad <= area.maxX &&
        b.maxX + pad >= area.minX &&
        b.minY - pad <= area.maxY &&
        b.maxY + pad >= area.minY,
    );
    drawTerritoryChunks(ctx, visible, print.board.factions, screenScale);
  });
}

/**
 * Special territories, items, battles, sieges and the visible orders' arrows, then the banners as flags with the
 * order each carries when the sheet may show it (a faction's handout: its own orders, FS-ORDER-2).
 */
export function drawPrintMarks(
  ctx: PrintContext,
  print: FirestormPrint,
  size: number,
  rect: WorldRect,
  scale: number,
): void {
  inScreenUnits(ctx, size, rect, scale, (area, screenScale) => {
    drawTerritoryMarks(ctx, print.board, HEX_SIZE, screenScale, area);
    const orders = new Map(print.orders.map((o) => [o.bannerId, o.text]));
    drawBannerFlags(ctx, print.board.banners, print.board.factions, HEX_SIZE, area, orders);
  });
}

/**
 * The box each special territory's star covers on the sheet (FS-MAP-3), by hex, in the map's units at hex size
 * `size`: what a note card keeps clear of. The star's place and size are drawTerritoryMarks' own, at the scale
 * drawPrintMarks gives it; its outline (0.18 r wide) is in the box.
 */
export function printStarBoxes(print: FirestormPrint, size: number, scale: number): Map<HexKey, WorldRect> {
  const boxes = new Map<HexKey, WorldRect>();
  for (const { hex } of print.board.specials) {
    const star = specialStarAt(hexKeyToPixel(hex, size), size, (scale * size) / HEX_SIZE);
    const reach = star.r * 1.09;
    boxes.set(hex, {
      minX: star.x - reach,
      minY: star.y - reach,
      maxX: star.x + reach,
      maxY: star.y + reach,
    });
  }
  return boxes;
}
