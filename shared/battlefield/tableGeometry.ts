import { directionIndex, type Direction, type Edge } from '../hex';
import type { TablePoint, TableSize } from './battlefieldTypes';

/**
 * HEX-1/HEX-2 on the table: the map's North is the table's North edge (top), and a flat-top hex's neighbour in
 * direction d lies at bearing 60°·index(d) clockwise from north. The table keeps the map's orientation, so the
 * hex's north-east neighbour is up and to the right of the table, whatever the table's shape.
 */
export function bearingVector(direction: Direction): TablePoint {
  const angle = (directionIndex(direction) * Math.PI) / 3;
  return { x: Math.sin(angle), y: -Math.cos(angle) };
}

/** Where a ray from the table's centre in `direction` leaves the table, and through which edge. */
export function edgePointOf(table: TableSize, direction: Direction): { point: TablePoint; edge: Edge } {
  const v = bearingVector(direction);
  const cx = table.width / 2;
  const cy = table.height / 2;
  const tx = Math.abs(v.x) < 1e-9 ? Infinity : cx / Math.abs(v.x);
  const ty = Math.abs(v.y) < 1e-9 ? Infinity : cy / Math.abs(v.y);
  if (tx < ty) {
    return { point: { x: v.x > 0 ? table.width : 0, y: cy + v.y * tx }, edge: v.x > 0 ? 'East' : 'West' };
  }
  return { point: { x: cx + v.x * ty, y: v.y > 0 ? table.height : 0 }, edge: v.y > 0 ? 'South' : 'North' };
}

/** The table edge facing a map direction (the edge its bearing leaves the table through). */
export const edgeFacing = (table: TableSize, direction: Direction): Edge =>
  edgePointOf(table, direction).edge;

export const OPPOSITE_TABLE_EDGE: Readonly<Record<Edge, Edge>> = {
  North: 'South',
  South: 'North',
  East: 'West',
  West: 'East',
};

/** Whether the edge runs along the table's longer side (SCEN-17a wants a long edge; any edge on a square). */
export function isLongEdge(table: TableSize, edge: Edge): boolean {
  if (table.width === table.height) return true;
  const horizontal = edge === 'North' || edge === 'South';
  return horizontal === table.width > table.height;
}

/** The middle of an edge (SCEN-15 extraction points, SCEN-18 Fog of War entries). */
export function edgeCentre(table: TableSize, edge: Edge): TablePoint {
  switch (edge) {
    case 'North':
      return { x: table.width / 2, y: 0 };
    case 'South':
      return { x: table.width / 2, y: table.height };
    case 'West':
      return { x: 0, y: table.height / 2 };
    case 'East':
      return { x: table.width, y: table.height / 2 };
  }
}

/** A strip `depth` deep along an edge, optionally only the part from `from` to `to` along it (0..1). */
export function edgeStrip(table: TableSize, edge: Edge, depth: number, from = 0, to = 1) {
  const { width: W, height: H } = table;
  switch (edge) {
    case 'North':
      return { type: 'rect' as const, x: W * from, y: 0, w: W * (to - from), h: depth };
    case 'South':
      return { type: 'rect' as const, x: W * from, y: H - depth, w: W * (to - from), h: depth };
    case 'West':
      return { type: 'rect' as const, x: 0, y: H * from, w: depth, h: H * (to - from) };
    case 'East':
      return { type: 'rect' as const, x: W - depth, y: H * from, w: depth, h: H * (to - from) };
  }
}

/** The table corner points, keyed like the map's corners (HEX-5). */
export function tableCorners(table: TableSize): Record<'NW' | 'NE' | 'SE' | 'SW', TablePoint> {
  return {
    NW: { x: 0, y: 0 },
    NE: { x: table.width, y: 0 },
    SE: { x: table.width, y: table.height },
    SW: { x: 0, y: table.height },
  };
}
