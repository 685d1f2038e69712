import { hexCentreX, hexCentreY, type WorldRect } from '@shared/layout';
import type { MapHex } from '@shared/map';

/** Hexes per chunk side, in odd-q offset columns and rows (HEX-4): 16×16 keeps a chunk near one screen at zoom 1. */
export const CHUNK_SPAN = 16;

/** A block of neighbouring hexes drawn and culled together. */
export interface HexChunk {
  /** "col,row" of the chunk, stable across map edits so built paths can be reused. */
  readonly id: string;
  /** The chunk's column and row in the grid of chunks (offset column / span, offset row / span). */
  readonly cx: number;
  readonly cy: number;
  /** World box around the chunk's hexes, corners included. */
  readonly bounds: WorldRect;
  /** Member hexes in map order; the same objects as in the map, so an unchanged chunk is detected by identity. */
  readonly hexes: readonly MapHex[];
  /** Hex centres in world units, x then y for each member hex. */
  readonly centres: Float64Array;
}

/** Whether hex (q, r) belongs to the chunk: its offset column and row (HEX-4) divided by the span. */
export function isInChunk(
  q: number,
  r: number,
  chunk: Pick<HexChunk, 'cx' | 'cy'>,
  span = CHUNK_SPAN,
): boolean {
  const row = r + (q - (q & 1)) / 2;
  return Math.floor(q / span) === chunk.cx && Math.floor(row / span) === chunk.cy;
}

/**
 * Groups the hexes (Object.values of the map, taken once by the caller) into CHUNK_SPAN × CHUNK_SPAN blocks of offset columns and rows. The centre maths is
 * inlined (HEX-1: x = 1.5·S·q, y = √3·S·(r + q/2), the formula shared/layout computes through honeycomb) because
 * this loop runs over every hex of a 100k-hex map on each map change and a Hex instance per hex costs ~3× more.
 */
export function chunkHexes(hexes: readonly MapHex[], size: number, span = CHUNK_SPAN): HexChunk[] {
  // Numeric keys: a "col,row" string per hex costs more than the rest of the grouping on a 100k-hex map.
  const groups = new Map<number, { cx: number; cy: number; hexes: MapHex[] }>();
  for (const hex of hexes) {
    const cx = Math.floor(hex.q / span);
    const cy = Math.floor((hex.r + (hex.q - (hex.q & 1)) / 2) / span);
    const key = (cx + 32768) * 65536 + (cy + 32768);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { cx, cy, hexes: [] }));
    group.hexes.push(hex);
  }
  const halfWidth = size;
  const halfHeight = (Math.sqrt(3) * size) / 2;
  const chunks: HexChunk[] = [];
  for (const { cx, cy, hexes: members } of groups.values()) {
    const centres = new Float64Array(members.length * 2);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    members.forEach((hex, index) => {
      const x = hexCentreX(hex.q, size);
      const y = hexCentreY(hex.q, hex.r, size);
      centres[index * 2] = x;
      centres[index * 2 + 1] = y;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    });
    const bounds = {
      minX: minX - halfWidth,
      minY: minY - halfHeight,
      maxX: maxX + halfWidth,
      maxY: maxY + halfHeight,
    };
    chunks.push({ id: `${cx},${cy}`, cx, cy, bounds, hexes: members, centres });
  }
  return chunks;
}
