import type { WorldRect } from '@shared/layout';
import type { HexChunk } from './chunkHexes';
import type { PathBuilder, PathFactory } from './drawContext';
import type { HexLookup } from './hexLookup';
import { addRiverCourse } from './riverPath';

/** One chunk's features: river courses as one path, and the hexes with bridges or settlements. */
export interface FeatureChunk {
  readonly chunk: HexChunk;
  /** All river courses of the chunk, or null when it has no river. */
  readonly rivers: PathBuilder | null;
  /** Indexes into chunk.hexes / chunk.centres. */
  readonly bridges: readonly number[];
  readonly settlements: readonly number[];
  /**
   * World box around the hexes that carry features (whole hexes). Tighter than the chunk's box, so a cached
   * bitmap of a chunk with one village is one hex big, not a mostly transparent 16×16-hex sheet to blend.
   */
  readonly bounds: WorldRect;
}

export interface FeatureChunks {
  readonly size: number;
  readonly chunks: readonly FeatureChunk[];
}

/**
 * Builds the features of every chunk. Rivers join across chunk borders, so unlike terrain every chunk is rebuilt
 * on a map change; river hexes are few, so this stays cheap.
 */
export function buildFeatureChunks(
  hexChunks: readonly HexChunk[],
  lookup: HexLookup,
  size: number,
  createPath: PathFactory,
): FeatureChunks {
  const chunks = hexChunks
    .map((chunk) => buildFeatureChunk(chunk, lookup, size, createPath))
    .filter((built) => built.rivers || built.bridges.length > 0 || built.settlements.length > 0);
  return { size, chunks };
}

function buildFeatureChunk(
  chunk: HexChunk,
  lookup: HexLookup,
  size: number,
  createPath: PathFactory,
): FeatureChunk {
  let rivers: PathBuilder | null = null;
  const bridges: number[] = [];
  const settlements: number[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  chunk.hexes.forEach((hex, index) => {
    if (hex.river || hex.settlement) {
      const x = chunk.centres[index * 2] as number;
      const y = chunk.centres[index * 2 + 1] as number;
      minX = Math.min(minX, x - size);
      maxX = Math.max(maxX, x + size);
      minY = Math.min(minY, y - size);
      maxY = Math.max(maxY, y + size);
    }
    if (hex.river) {
      rivers ??= createPath();
      addRiverCourse(
        rivers,
        hex,
        chunk.centres[index * 2] as number,
        chunk.centres[index * 2 + 1] as number,
        size,
        lookup,
      );
      if (hex.bridge) bridges.push(index);
    }
    if (hex.settlement) settlements.push(index);
  });
  return { chunk, rivers, bridges, settlements, bounds: { minX, minY, maxX, maxY } };
}
