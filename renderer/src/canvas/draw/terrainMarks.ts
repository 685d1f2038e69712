import { DIRECTIONS, DIRECTION_DELTAS } from '@shared/hex';
import type { Point } from '@shared/layout';
import type { Terrain } from '@shared/map';
import { isInChunk, type HexChunk } from './chunkHexes';
import type { HexLookup } from './hexLookup';
import type { PathBuilder, PathFactory } from './drawContext';
import { cornerOffsets } from './hexPath';
import type { TerrainMarks } from './terrainChunks';

/**
 * The grid lines of a chunk. Each hex draws its N, NE and SE edges (HEX-2 directions 0–2), and the other three
 * where no hex lies beyond or the hex beyond belongs to another chunk. Inside a chunk every edge is stroked once;
 * edges on a chunk border are stroked by both chunks, so a chunk drawn later (or cached as its own bitmap) never
 * leaves its neighbour's border line half covered. The grid colour is opaque, so stroking twice looks the same.
 */
export function buildGridPath(
  chunk: HexChunk,
  lookup: HexLookup,
  size: number,
  createPath: PathFactory,
): PathBuilder {
  const corners = cornerOffsets(size);
  const path = createPath();
  chunk.hexes.forEach((hex, index) => {
    const x = chunk.centres[index * 2] as number;
    const y = chunk.centres[index * 2 + 1] as number;
    DIRECTIONS.forEach((direction, edge) => {
      const delta = DIRECTION_DELTAS[direction];
      const q = hex.q + delta.q;
      const r = hex.r + delta.r;
      if (edge >= 3 && isInChunk(q, r, chunk) && lookup(q, r)) return;
      // Edge i of a flat-top hex runs from corner i−1 to corner i (corner 0 is the upper right one).
      const from = corners[(edge + 5) % 6] as Point;
      const to = corners[edge] as Point;
      path.moveTo(x + from.x, y + from.y);
      path.lineTo(x + to.x, y + to.y);
    });
  });
  return path;
}

/**
 * Per terrain, the edges of the chunk's hexes that face a hex of another chunk. Stroked in the terrain's colour
 * two pixels wide *under* the fills (drawTerrainChunks), they close the anti-aliasing seam where two chunks'
 * paths (or cached bitmaps) meet: without them the background shows through as a faint dashed line at low zoom.
 */
export function buildSeamPaths(
  chunk: HexChunk,
  lookup: HexLookup,
  size: number,
  createPath: PathFactory,
): { readonly terrain: Terrain; readonly path: PathBuilder }[] {
  const corners = cornerOffsets(size);
  const paths = new Map<Terrain, PathBuilder>();
  chunk.hexes.forEach((hex, index) => {
    const x = chunk.centres[index * 2] as number;
    const y = chunk.centres[index * 2 + 1] as number;
    DIRECTIONS.forEach((direction, edge) => {
      const delta = DIRECTION_DELTAS[direction];
      const q = hex.q + delta.q;
      const r = hex.r + delta.r;
      if (isInChunk(q, r, chunk) || !lookup(q, r)) return;
      let path = paths.get(hex.terrain);
      if (!path) paths.set(hex.terrain, (path = createPath()));
      const from = corners[(edge + 5) % 6] as Point;
      const to = corners[edge] as Point;
      path.moveTo(x + from.x, y + from.y);
      path.lineTo(x + to.x, y + to.y);
    });
  });
  return [...paths].map(([terrain, path]) => ({ terrain, path }));
}

type MarkPainter = (path: PathBuilder, x: number, y: number, s: number) => void;

/** Texture marks that keep terrains apart in greyscale and for colour-blind readers (see palette.ts). */
const MARK_PAINTERS: Partial<Record<Terrain, { mode: 'fill' | 'stroke'; paint: MarkPainter }>> = {
  forest: {
    mode: 'fill',
    paint: (path, x, y, s) => {
      for (const [dx, dy] of [
        [-0.34, 0.16],
        [0.34, 0.16],
        [0, -0.3],
        [0, 0.44],
      ] as const) {
        path.moveTo(x + (dx + 0.13) * s, y + dy * s);
        path.arc(x + dx * s, y + dy * s, 0.13 * s, 0, 2 * Math.PI);
      }
    },
  },
  hills: {
    mode: 'stroke',
    paint: (path, x, y, s) => {
      for (const [dx, dy, radius] of [
        [-0.24, 0.22, 0.22],
        [0.26, 0.02, 0.2],
      ] as const) {
        path.moveTo(x + (dx - radius) * s, y + dy * s);
        path.arc(x + dx * s, y + dy * s, radius * s, Math.PI, 2 * Math.PI);
      }
    },
  },
  mountain: {
    mode: 'stroke',
    paint: (path, x, y, s) => {
      path.moveTo(x - 0.55 * s, y + 0.3 * s);
      path.lineTo(x - 0.15 * s, y - 0.36 * s);
      path.lineTo(x + 0.1 * s, y + 0.06 * s);
      path.lineTo(x + 0.3 * s, y - 0.18 * s);
      path.lineTo(x + 0.58 * s, y + 0.3 * s);
    },
  },
  marsh: {
    mode: 'stroke',
    paint: (path, x, y, s) => {
      for (const [x0, x1, dy] of [
        [-0.42, -0.12, -0.22],
        [0.1, 0.4, -0.22],
        [-0.26, 0.26, 0.06],
        [-0.42, -0.12, 0.34],
        [0.1, 0.4, 0.34],
      ] as const) {
        path.moveTo(x + x0 * s, y + dy * s);
        path.lineTo(x + x1 * s, y + dy * s);
      }
    },
  },
};

export function buildMarks(chunk: HexChunk, size: number, createPath: PathFactory): TerrainMarks[] {
  const paths = new Map<Terrain, PathBuilder>();
  chunk.hexes.forEach((hex, index) => {
    const painter = MARK_PAINTERS[hex.terrain];
    if (!painter) return;
    let path = paths.get(hex.terrain);
    if (!path) paths.set(hex.terrain, (path = createPath()));
    painter.paint(path, chunk.centres[index * 2] as number, chunk.centres[index * 2 + 1] as number, size);
  });
  return [...paths].map(([terrain, path]) => ({
    terrain,
    path,
    mode: MARK_PAINTERS[terrain]?.mode ?? 'stroke',
  }));
}
