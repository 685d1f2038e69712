import { axialToOddQ } from '@shared/hex';
import type { WorldRect } from '@shared/layout';
import type { CampaignMap, MapHex } from '@shared/map';

/** Hexes per chunk side, in odd-q offset columns and rows (HEX-4): 16×16 keeps a chunk near one screen at zoom 1. */
export const CHUNK_SPAN = 16;

/** A block of neighbouring hexes drawn and culled together. */
export interface HexChunk {
  /** "col,row" of the chunk, stable across map edits so built paths can be reused. */
  readonly id: string;
  /** World box around the chunk's hexes, corners included. */
  readonly bounds: WorldRect;
  /** Member hexes in map order; the same objects as in the map, so an unchanged chunk is detected by identity. */
  readonly hexes: readonly MapHex[];
  /** Hex centres in world units, x then y for each member hex. */
  readonly centres: Float64Array;
}

/** The id of the chunk that holds hex (q, r): its offset column and row (HEX-4) divided by the span. */
export function chunkIdOf(q: number, r: number, span = CHUNK_SPAN): string {
  const { col, row } = axialToOddQ({ q, r });
  return `${Math.floor(col / span)},${Math.floor(row / span)}`;
}

/**
 * Groups the map's hexes into CHUNK_SPAN × CHUNK_SPAN blocks of offset columns and rows. The centre maths is
 * inlined (HEX-1: x = 1.5·S·q, y = √3·S·(r + q/2), the formula shared/layout computes through honeycomb) because
 * this loop runs over every hex of a 100k-hex map on each map change and a Hex instance per hex costs ~3× more.
 */
export function chunkHexes(map: Pick<CampaignMap, 'hexes'>, size: number, span = CHUNK_SPAN): HexChunk[] {
  const groups = new Map<string, MapHex[]>();
  for (const hex of Object.values(map.hexes)) {
    const id = chunkIdOf(hex.q, hex.r, span);
    let group = groups.get(id);
    if (!group) groups.set(id, (group = []));
    group.push(hex);
  }
  const halfWidth = size;
  const halfHeight = (Math.sqrt(3) * size) / 2;
  const chunks: HexChunk[] = [];
  for (const [id, hexes] of groups) {
    const centres = new Float64Array(hexes.length * 2);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    hexes.forEach((hex, index) => {
      const x = 1.5 * size * hex.q;
      const y = Math.sqrt(3) * size * (hex.r + hex.q / 2);
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
    chunks.push({ id, bounds, hexes, centres });
  }
  return chunks;
}
