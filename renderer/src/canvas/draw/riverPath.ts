import { DIRECTIONS, DIRECTION_DELTAS, type Direction } from '@shared/hex';
import type { MapHex } from '@shared/map';
import type { PathBuilder } from './drawContext';
import type { HexLookup } from './hexLookup';

function flowsInto(from: MapHex, to: MapHex): boolean {
  if (!from.riverFlow) return false;
  const delta = DIRECTION_DELTAS[from.riverFlow];
  return from.q + delta.q === to.q && from.r + delta.r === to.r;
}

/**
 * Adds the river course through one hex (HEX-7) to `path`, in world units around the centre (x, y).
 *
 * With a flow direction the course is a quadratic curve from the middle of each inflow edge, bent through the
 * centre, to the middle of the outflow edge. Neighbouring hexes meet at shared edge midpoints with the same
 * tangent (the line between the two centres), so the river reads as one smooth line. A source hex starts at its
 * centre. Hand-painted river hexes (no `riverFlow`) are joined by straight spokes to each river neighbour.
 */
export function addRiverCourse(
  path: PathBuilder,
  hex: MapHex,
  x: number,
  y: number,
  size: number,
  lookup: HexLookup,
) {
  const midpoint = (direction: Direction) => {
    const delta = DIRECTION_DELTAS[direction];
    // Half the vector to the neighbour's centre (HEX-1).
    return { x: x + 0.75 * size * delta.q, y: y + ((Math.sqrt(3) * size) / 2) * (delta.r + delta.q / 2) };
  };
  const riverNeighbours = DIRECTIONS.filter((direction) => {
    const delta = DIRECTION_DELTAS[direction];
    return lookup(hex.q + delta.q, hex.r + delta.r)?.river === true;
  });
  if (!hex.riverFlow) {
    for (const direction of riverNeighbours) {
      const end = midpoint(direction);
      path.moveTo(x, y);
      path.lineTo(end.x, end.y);
    }
    return;
  }
  const out = midpoint(hex.riverFlow);
  const inflows = riverNeighbours.filter((direction) => {
    const delta = DIRECTION_DELTAS[direction];
    const neighbour = lookup(hex.q + delta.q, hex.r + delta.r) as MapHex;
    return direction !== hex.riverFlow && (flowsInto(neighbour, hex) || !neighbour.riverFlow);
  });
  if (inflows.length === 0) {
    path.moveTo(x, y);
    path.lineTo(out.x, out.y);
    return;
  }
  for (const direction of inflows) {
    const start = midpoint(direction);
    path.moveTo(start.x, start.y);
    path.quadraticCurveTo(x, y, out.x, out.y);
  }
}

/** The direction the river runs through the hex, for orienting a bridge across it: its flow, or its first river neighbour. */
export function riverDirection(hex: MapHex, lookup: HexLookup): Direction | undefined {
  if (hex.riverFlow) return hex.riverFlow;
  return DIRECTIONS.find((direction) => {
    const delta = DIRECTION_DELTAS[direction];
    return lookup(hex.q + delta.q, hex.r + delta.r)?.river === true;
  });
}
