import { DIRECTIONS, DIRECTION_DELTAS } from '@shared/hex';
import { hexCentreX, hexCentreY, type Point, type WorldRect } from '@shared/layout';
import { TERRAINS, type MapHex, type Terrain } from '@shared/map';
import { CHUNK_SPAN } from './chunkHexes';
import type { DrawContext, PathBuilder, PathFactory } from './drawContext';
import { drawFeatureChunks, type FeatureStyle } from './drawFeatures';
import { drawNames } from './drawNames';
import { buildFeatureChunks } from './featureChunks';
import type { HexLookup } from './hexLookup';
import { addHex, cornerOffsets } from './hexPath';
import { TERRAIN_COLORS } from './palette';

/**
 * The map's first frame without its chunks (issue 30): what a GM waits for when a map opens is one complete
 * picture, and building every chunk's paths first cost more than the naive per-hex drawing takes in all. So the
 * first frame fills the map's outline once in its most common terrain (every hex of that terrain drawn at no cost
 * per hex, and no background showing through the anti-aliased borders of the others), then one path per other
 * terrain over it, as the floor does; the chunked paths and bitmaps are built afterwards for the pans and zooms.
 * The picture is the chunked one's but for anti-aliasing along terrain borders (a pixel's blend of two colours).
 */
export function drawQuickTerrain(
  ctx: DrawContext,
  hexes: readonly MapHex[],
  lookup: HexLookup,
  size: number,
  rect: WorldRect,
  createPath: PathFactory,
): void {
  if (hexes.length === 0) return;
  const counts = new Map<Terrain, number>();
  for (const hex of hexes) counts.set(hex.terrain, (counts.get(hex.terrain) ?? 0) + 1);
  let base: Terrain = 'open';
  let best = -1;
  for (const terrain of TERRAINS) {
    const count = counts.get(terrain) ?? 0;
    if (count > best) [base, best] = [terrain, count];
  }
  ctx.fillStyle = TERRAIN_COLORS[base];
  ctx.fill(mapOutline(hexes, lookup, size, createPath));
  const corners = cornerOffsets(size);
  const halfWidth = size;
  const halfHeight = (Math.sqrt(3) * size) / 2;
  // One path per terrain and chunk-sized block (CHUNK_SPAN offset columns and rows): Chromium's Path2D slows down
  // with every subpath it holds (a path of all 50k forest hexes takes seconds to build), and the block borders are
  // where the chunked picture has its seams too.
  const blocks = TERRAINS.map(() => new Map<number, PathBuilder>());
  const terrainIndex = new Map(TERRAINS.map((terrain, index) => [terrain, index]));
  for (const hex of hexes) {
    if (hex.terrain === base) continue;
    const x = hexCentreX(hex.q, size);
    const y = hexCentreY(hex.q, hex.r, size);
    if (x + halfWidth < rect.minX || x - halfWidth > rect.maxX) continue;
    if (y + halfHeight < rect.minY || y - halfHeight > rect.maxY) continue;
    const block =
      (Math.floor(hex.q / CHUNK_SPAN) + 32768) * 65536 +
      Math.floor((hex.r + (hex.q - (hex.q & 1)) / 2) / CHUNK_SPAN) +
      32768;
    const paths = blocks[terrainIndex.get(hex.terrain) as number] as Map<number, PathBuilder>;
    let path = paths.get(block);
    if (!path) paths.set(block, (path = createPath()));
    addHex(path, x, y, corners);
  }
  TERRAINS.forEach((terrain, index) => {
    const paths = blocks[index] as Map<number, PathBuilder>;
    if (paths.size === 0) return;
    ctx.fillStyle = TERRAIN_COLORS[terrain];
    for (const path of paths.values()) ctx.fill(path);
  });
}

/** HEX-2's axial steps in direction order, as arrays: the outline asks about six neighbours of every hex. */
const DQ = DIRECTIONS.map((direction) => DIRECTION_DELTAS[direction].q);
const DR = DIRECTIONS.map((direction) => DIRECTION_DELTAS[direction].r);

/**
 * The outline of the map's hexes as closed loops (the outer border and any holes): every hex edge with no hex
 * beyond it, each hex's edges taken in the same turning order so the loops chain end to start and holes wind the
 * other way (nonzero fill leaves them empty). Edge i runs from corner i−1 to corner i, facing HEX-2 direction i.
 */
export function mapOutline(
  hexes: readonly MapHex[],
  lookup: HexLookup,
  size: number,
  createPath: PathFactory,
): PathBuilder {
  const corners = cornerOffsets(size);
  // Corners shared by neighbouring hexes are computed from different centres: key them to a thousandth of a unit.
  const key = (x: number, y: number) => `${Math.round(x * 1000)},${Math.round(y * 1000)}`;
  const next = new Map<string, { readonly to: Point; readonly key: string }>();
  const starts: { readonly from: Point; readonly key: string }[] = [];
  for (const hex of hexes) {
    const { q, r } = hex;
    for (let edge = 0; edge < 6; edge++) {
      if (lookup(q + (DQ[edge] as number), r + (DR[edge] as number))) continue;
      const x = hexCentreX(q, size);
      const y = hexCentreY(q, r, size);
      const from = corners[(edge + 5) % 6] as Point;
      const to = corners[edge] as Point;
      const fromPoint = { x: x + from.x, y: y + from.y };
      const toPoint = { x: x + to.x, y: y + to.y };
      const fromKey = key(fromPoint.x, fromPoint.y);
      next.set(fromKey, { to: toPoint, key: key(toPoint.x, toPoint.y) });
      starts.push({ from: fromPoint, key: fromKey });
    }
  }
  const path = createPath();
  for (const start of starts) {
    if (!next.has(start.key)) continue;
    path.moveTo(start.from.x, start.from.y);
    let at = start.key;
    for (let step = next.get(at); step; step = next.get(at)) {
      next.delete(at);
      path.lineTo(step.to.x, step.to.y);
      at = step.key;
    }
    path.closePath();
  }
  return path;
}

/**
 * The first frame's rivers, bridges, settlements and names: the map's feature hexes as one chunk, drawn by the
 * chunked code itself (rivers join across chunk borders anyway, and names are placed in a fixed order).
 */
export function drawQuickFeatures(
  ctx: DrawContext,
  hexes: readonly MapHex[],
  lookup: HexLookup,
  size: number,
  scale: number,
  style: FeatureStyle,
  createPath: PathFactory,
): void {
  const featured = hexes.filter((hex) => hex.river || hex.settlement);
  if (featured.length === 0) return;
  const centres = new Float64Array(featured.length * 2);
  featured.forEach((hex, index) => {
    centres[index * 2] = hexCentreX(hex.q, size);
    centres[index * 2 + 1] = hexCentreY(hex.q, hex.r, size);
  });
  const everywhere = { minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity };
  const chunk = { id: 'quick', cx: 0, cy: 0, bounds: everywhere, hexes: featured, centres };
  const { chunks } = buildFeatureChunks([chunk], lookup, size, createPath);
  drawFeatureChunks(ctx, chunks, size, lookup, scale, style);
  drawNames(ctx, chunks, size, scale);
}
