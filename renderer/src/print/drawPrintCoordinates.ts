import type { WorldRect } from '@shared/layout';
import type { MapHex } from '@shared/map';
import { hexLabel, type CoordinateStyle } from '@shared/print';
import type { DrawContext } from '../canvas/draw/drawContext';
import { MAP_COLORS } from '../canvas/draw/palette';
import { visibleChunks, type TerrainChunks } from '../canvas/draw/terrainChunks';

/** Labels smaller than this on paper cannot be read, so they are left out (about 5 pt). */
export const MIN_COORDINATE_TEXT_MM = 1.6;

/** Label height as a share of the hex size S (HEX-1): classic CCRR labels are a little larger than q,r. */
const LABEL_SHARE: Record<CoordinateStyle, number> = { classic: 0.26, axial: 0.22 };

/** The printed height of a coordinate label in millimetres, for hexes `hexAcrossFlatsMm` wide (√3·S across flats). */
export function coordinateTextMm(style: CoordinateStyle, hexAcrossFlatsMm: number): number {
  return (LABEL_SHARE[style] * hexAcrossFlatsMm) / Math.sqrt(3);
}

/** The smallest hex (mm across flats) whose labels are printed: the export dialog says so below it (issue 15). */
export function smallestLabelledHexMm(style: CoordinateStyle): number {
  return (MIN_COORDINATE_TEXT_MM * Math.sqrt(3)) / LABEL_SHARE[style];
}

/**
 * Writes each hex's label (classic CCRR or q,r) near its top edge, for the hexes meeting `rect`. `mmPerWorld`
 * decides whether the text is big enough to print; returns how many labels were written.
 */
export function drawPrintCoordinates(
  ctx: DrawContext,
  terrain: TerrainChunks,
  rect: WorldRect,
  style: CoordinateStyle,
  digits: number,
  mmPerWorld: number,
): number {
  const size = terrain.size;
  const fontSize = LABEL_SHARE[style] * size;
  if (fontSize * mmPerWorld < MIN_COORDINATE_TEXT_MM) return 0;
  ctx.font = `${fontSize}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillStyle = MAP_COLORS.coordinate;
  // A light halo keeps the numbers readable on dark forest and water, in colour and in greyscale.
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.6)';
  ctx.lineWidth = fontSize * 0.22;
  ctx.lineJoin = 'round';
  let written = 0;
  for (const { chunk } of visibleChunks(terrain, rect)) {
    chunk.hexes.forEach((hex: MapHex, index) => {
      const x = chunk.centres[index * 2] as number;
      const y = chunk.centres[index * 2 + 1] as number;
      if (x + size < rect.minX || x - size > rect.maxX || y + size < rect.minY || y - size > rect.maxY)
        return;
      const label = hexLabel(hex.q, hex.r, style, digits);
      ctx.strokeText(label, x, y - 0.8 * size);
      ctx.fillText(label, x, y - 0.8 * size);
      written++;
    });
  }
  return written;
}
