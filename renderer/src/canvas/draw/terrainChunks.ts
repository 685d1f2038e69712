import type { WorldRect } from '@shared/layout';
import { DIRECTIONS, DIRECTION_DELTAS } from '@shared/hex';
import { TERRAINS, type MapHex, type Terrain } from '@shared/map';
import { isInChunk, type HexChunk } from './chunkHexes';
import type { HexLookup } from './hexLookup';
import type { PathBuilder, PathFactory } from './drawContext';
import { addHex, cornerOffsets } from './hexPath';

/** One chunk's terrain, as paths built once per map change and filled on every redraw. */
export interface TerrainChunk {
  readonly chunk: HexChunk;
  /** The chunk's most common terrain, filled first under every hex of the chunk. */
  readonly baseTerrain: Terrain;
  /**
   * The chunk's hexes in one path, filled first in the base colour so the anti-aliased borders between hexes of
   * the chunk show a terrain colour, never the background. Hexes of another terrain on the chunk's rim (next to
   * another chunk or off the map) are left out: their borders get the seam underlay instead, and a base-coloured
   * fringe there would draw the chunk grid as a faint line across uniform country.
   */
  readonly base: PathBuilder;
  /** One path per other terrain present, in TERRAINS order. */
  readonly fills: readonly { readonly terrain: Terrain; readonly path: PathBuilder }[];
  /** Seam underlay, grid lines and texture marks, built on first use (at a zoom that shows them). */
  lazy: {
    seams?: readonly { readonly terrain: Terrain; readonly path: PathBuilder }[];
    grid?: PathBuilder;
    marks?: readonly TerrainMarks[];
  };
}

export interface TerrainMarks {
  readonly terrain: Terrain;
  readonly path: PathBuilder;
  /** Tree dots are filled; arcs, peaks and dashes are stroked. */
  readonly mode: 'fill' | 'stroke';
}

export interface TerrainChunks {
  readonly size: number;
  readonly chunks: readonly TerrainChunk[];
}

/**
 * Builds the terrain paths of every chunk. Chunks whose hexes are the very same objects as in `previous` (an edit
 * elsewhere on the map) are reused, so painting one hex rebuilds one chunk.
 */
export function buildTerrainChunks(
  hexChunks: readonly HexChunk[],
  lookup: HexLookup,
  size: number,
  createPath: PathFactory,
  previous?: TerrainChunks,
): TerrainChunks {
  const make = terrainChunkMaker(lookup, size, createPath, previous);
  return { size, chunks: hexChunks.map(make) };
}

/** One chunk at a time, as buildTerrainChunks does for all (the idle-time build of lazyMapPicture takes turns). */
export function terrainChunkMaker(
  lookup: HexLookup,
  size: number,
  createPath: PathFactory,
  previous?: TerrainChunks,
): (chunk: HexChunk) => TerrainChunk {
  const reusable = new Map<string, TerrainChunk>();
  if (previous && previous.size === size)
    for (const built of previous.chunks) reusable.set(built.chunk.id, built);
  return (chunk) => {
    const old = reusable.get(chunk.id);
    return old && sameHexes(old.chunk, chunk) ? old : buildTerrainChunk(chunk, lookup, size, createPath);
  };
}

function sameHexes(a: HexChunk, b: HexChunk): boolean {
  if (a.hexes.length !== b.hexes.length) return false;
  for (let index = 0; index < a.hexes.length; index++) if (a.hexes[index] !== b.hexes[index]) return false;
  return true;
}

export function buildTerrainChunk(
  chunk: HexChunk,
  lookup: HexLookup,
  size: number,
  createPath: PathFactory,
): TerrainChunk {
  const counts = new Map<Terrain, number>();
  for (const hex of chunk.hexes) counts.set(hex.terrain, (counts.get(hex.terrain) ?? 0) + 1);
  let baseTerrain: Terrain = 'open';
  let best = -1;
  for (const terrain of TERRAINS) {
    const count = counts.get(terrain) ?? 0;
    if (count > best) [baseTerrain, best] = [terrain, count];
  }
  const corners = cornerOffsets(size);
  const base = createPath();
  const paths = new Map<Terrain, PathBuilder>();
  chunk.hexes.forEach((hex, index) => {
    const x = chunk.centres[index * 2] as number;
    const y = chunk.centres[index * 2 + 1] as number;
    if (hex.terrain === baseTerrain) {
      addHex(base, x, y, corners);
      return;
    }
    if (!isOnRim(hex, chunk, lookup)) addHex(base, x, y, corners);
    let path = paths.get(hex.terrain);
    if (!path) paths.set(hex.terrain, (path = createPath()));
    addHex(path, x, y, corners);
  });
  const fills = TERRAINS.flatMap((terrain) => {
    const path = paths.get(terrain);
    return path ? [{ terrain, path }] : [];
  });
  return { chunk, baseTerrain, base, fills, lazy: {} };
}

function isOnRim(hex: MapHex, chunk: HexChunk, lookup: HexLookup): boolean {
  return DIRECTIONS.some((direction) => {
    const q = hex.q + DIRECTION_DELTAS[direction].q;
    const r = hex.r + DIRECTION_DELTAS[direction].r;
    return !isInChunk(q, r, chunk) || !lookup(q, r);
  });
}

/** The chunks whose box meets the visible world rectangle. */
export function visibleChunks(chunks: TerrainChunks, view: WorldRect): TerrainChunk[] {
  return chunks.chunks.filter(({ chunk: { bounds } }) => intersects(bounds, view));
}

function intersects(a: WorldRect, b: WorldRect): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}
