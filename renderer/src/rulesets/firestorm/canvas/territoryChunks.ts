import { DIRECTION_DELTAS, DIRECTIONS } from '@shared/hex';
import type { Point } from '@shared/layout';
import type { HexChunk } from '../../../canvas/draw/chunkHexes';
import type { PathBuilder, PathFactory } from '../../../canvas/draw/drawContext';
import type { HexLookup } from '../../../canvas/draw/hexLookup';
import { addHex, cornerOffsets } from '../../../canvas/draw/hexPath';
import { factionLook } from './territoryBoard';

/** One chunk's territory paths per faction: fill, pattern marks and the border edges facing another owner. */
export interface TerritoryChunk {
  readonly chunk: HexChunk;
  readonly factions: readonly {
    readonly faction: number;
    readonly fill: PathBuilder;
    readonly marks: PathBuilder;
    readonly border: PathBuilder;
  }[];
}

/** How far inside its owner's hex a border runs, so two factions' borders lie side by side, never on one line. */
const BORDER_INSET = 0.12;

/**
 * For each HEX-2 direction, the corner indices of the edge facing that neighbour: the edge whose midpoint lies
 * towards the neighbour's centre. Worked out from the geometry once per size, so the corner order of the layout
 * library does not matter.
 */
function edgeCorners(size: number): readonly (readonly [number, number])[] {
  const corners = cornerOffsets(size);
  return DIRECTIONS.map((direction) => {
    const { q, r } = DIRECTION_DELTAS[direction];
    const nx = 1.5 * q;
    const ny = Math.sqrt(3) * (r + q / 2);
    let best: [number, number] = [0, 1];
    let bestDot = -Infinity;
    for (let i = 0; i < 6; i++) {
      const a = corners[i]!;
      const b = corners[(i + 1) % 6]!;
      const dot = (a.x + b.x) * nx + (a.y + b.y) * ny;
      if (dot > bestDot) [best, bestDot] = [[i, (i + 1) % 6], dot];
    }
    return best;
  });
}

/** What building a chunk's paths needs besides the chunk: owners by hex object, the lookup and the hex geometry. */
interface ChunkBuild {
  readonly ownerOf: ReadonlyMap<object, number>;
  readonly lookup: HexLookup;
  readonly size: number;
  readonly createPath: PathFactory;
  readonly corners: readonly Point[];
  readonly edges: readonly (readonly [number, number])[];
}

/** Owners by hex object: the neighbour questions (six per hex) then need no "q,r" string each. */
function ownersByHex(owners: ReadonlyMap<string, number>, lookup: HexLookup): Map<object, number> {
  const ownerOf = new Map<object, number>();
  for (const [key, owner] of owners) {
    const comma = key.indexOf(',');
    const hex = lookup(Number(key.slice(0, comma)), Number(key.slice(comma + 1)));
    if (hex) ownerOf.set(hex, owner);
  }
  return ownerOf;
}

/**
 * Builds the territory paths of every chunk that holds an owned hex. `owners` maps "q,r" to a faction index; a
 * hex's border edge is drawn where the neighbour has another owner or none (FS-MAP-1: the faction's frontier).
 */
export function buildTerritoryChunks(
  chunks: readonly HexChunk[],
  owners: ReadonlyMap<string, number>,
  lookup: HexLookup,
  size: number,
  createPath: PathFactory,
): TerritoryChunk[] {
  if (owners.size === 0) return [];
  const build = chunkBuild(owners, lookup, size, createPath);
  const out: TerritoryChunk[] = [];
  for (const chunk of chunks) {
    const built = buildChunk(chunk, build);
    if (built) out.push(built);
  }
  return out;
}

/**
 * The territory paths after an ownership change (a conquest, a claim, FS-MOVE-1(c)): only the chunks holding a
 * hex whose owner changed, or a neighbour of one (its frontier moved), are built again; every other chunk is the
 * previous object, so the canvas keeps its bitmap. `previous` was built for `before` over the same `chunks`.
 */
export function updateTerritoryChunks(
  previous: readonly TerritoryChunk[],
  before: ReadonlyMap<string, number>,
  chunks: readonly HexChunk[],
  owners: ReadonlyMap<string, number>,
  lookup: HexLookup,
  size: number,
  createPath: PathFactory,
): TerritoryChunk[] {
  if (owners.size === 0) return [];
  const dirty = new Set<object>();
  const mark = (key: string) => {
    const comma = key.indexOf(',');
    const q = Number(key.slice(0, comma));
    const r = Number(key.slice(comma + 1));
    const hex = lookup(q, r);
    if (hex) dirty.add(hex);
    for (const direction of DIRECTIONS) {
      const delta = DIRECTION_DELTAS[direction];
      const neighbour = lookup(q + delta.q, r + delta.r);
      if (neighbour) dirty.add(neighbour);
    }
  };
  for (const [key, owner] of owners) if (before.get(key) !== owner) mark(key);
  for (const key of before.keys()) if (!owners.has(key)) mark(key);
  if (dirty.size === 0) return [...previous];
  const kept = new Map(previous.map((built) => [built.chunk, built]));
  const build = chunkBuild(owners, lookup, size, createPath);
  const out: TerritoryChunk[] = [];
  for (const chunk of chunks) {
    const built = chunk.hexes.some((hex) => dirty.has(hex)) ? buildChunk(chunk, build) : kept.get(chunk);
    if (built) out.push(built);
  }
  return out;
}

function chunkBuild(
  owners: ReadonlyMap<string, number>,
  lookup: HexLookup,
  size: number,
  createPath: PathFactory,
): ChunkBuild {
  const ownerOf = ownersByHex(owners, lookup);
  return { ownerOf, lookup, size, createPath, corners: cornerOffsets(size), edges: edgeCorners(size) };
}

function buildChunk(chunk: HexChunk, build: ChunkBuild): TerritoryChunk | undefined {
  const { ownerOf, lookup, size, createPath, corners, edges } = build;
  const inset = 1 - BORDER_INSET;
  const byFaction = new Map<number, TerritoryChunk['factions'][number]>();
  chunk.hexes.forEach((hex, index) => {
    const owner = ownerOf.get(hex);
    if (owner === undefined) return;
    let paths = byFaction.get(owner);
    if (!paths)
      byFaction.set(
        owner,
        (paths = { faction: owner, fill: createPath(), marks: createPath(), border: createPath() }),
      );
    const x = chunk.centres[index * 2]!;
    const y = chunk.centres[index * 2 + 1]!;
    addHex(paths.fill, x, y, corners);
    addPatternMarks(paths.marks, factionLook(owner).pattern, x, y, size);
    for (let d = 0; d < DIRECTIONS.length; d++) {
      const delta = DIRECTION_DELTAS[DIRECTIONS[d]!];
      const neighbour = lookup(hex.q + delta.q, hex.r + delta.r);
      if (neighbour && ownerOf.get(neighbour) === owner) continue;
      const [i, j] = edges[d]!;
      const a: Point = corners[i]!;
      const b: Point = corners[j]!;
      paths.border.moveTo(x + a.x * inset, y + a.y * inset);
      paths.border.lineTo(x + b.x * inset, y + b.y * inset);
    }
  });
  if (byFaction.size === 0) return undefined;
  return { chunk, factions: [...byFaction.values()].sort((a, b) => a.faction - b.faction) };
}

/** The faction's fill pattern inside one hex, kept within the inner circle so borders stay clear. */
function addPatternMarks(path: PathBuilder, pattern: string, x: number, y: number, size: number): void {
  const s = size * 0.32;
  if (pattern === 'lines') {
    for (const offset of [-0.6, 0, 0.6]) {
      path.moveTo(x - s + offset * s, y + s);
      path.lineTo(x + s + offset * s, y - s);
    }
  } else if (pattern === 'dots') {
    const r = size * 0.07;
    for (const [dx, dy] of [
      [0, -0.6],
      [-0.55, 0.4],
      [0.55, 0.4],
    ] as const) {
      path.moveTo(x + dx * s + r, y + dy * s);
      path.arc(x + dx * s, y + dy * s, r, 0, Math.PI * 2);
    }
  } else if (pattern === 'crosses') {
    const c = s * 0.55;
    path.moveTo(x - c, y - c);
    path.lineTo(x + c, y + c);
    path.moveTo(x + c, y - c);
    path.lineTo(x - c, y + c);
  }
}
