import { DIRECTION_DELTAS, DIRECTIONS } from '@shared/hex';
import type { Point } from '@shared/layout';
import type { HexChunk } from '../draw/chunkHexes';
import type { PathBuilder, PathFactory } from '../draw/drawContext';
import type { HexLookup } from '../draw/hexLookup';
import { addHex, cornerOffsets } from '../draw/hexPath';
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
  // Owners by hex object: the neighbour questions below (six per hex) then need no "q,r" string each.
  const ownerOf = new Map<object, number>();
  for (const [key, owner] of owners) {
    const comma = key.indexOf(',');
    const hex = lookup(Number(key.slice(0, comma)), Number(key.slice(comma + 1)));
    if (hex) ownerOf.set(hex, owner);
  }
  const corners = cornerOffsets(size);
  const edges = edgeCorners(size);
  const inset = 1 - BORDER_INSET;
  const out: TerritoryChunk[] = [];
  for (const chunk of chunks) {
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
      DIRECTIONS.forEach((direction, d) => {
        const delta = DIRECTION_DELTAS[direction];
        const neighbour = lookup(hex.q + delta.q, hex.r + delta.r);
        if (neighbour && ownerOf.get(neighbour) === owner) return;
        const [i, j] = edges[d]!;
        const a: Point = corners[i]!;
        const b: Point = corners[j]!;
        paths.border.moveTo(x + a.x * inset, y + a.y * inset);
        paths.border.lineTo(x + b.x * inset, y + b.y * inset);
      });
    });
    if (byFaction.size > 0)
      out.push({ chunk, factions: [...byFaction.values()].sort((a, b) => a.faction - b.faction) });
  }
  return out;
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
