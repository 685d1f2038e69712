import { DIRECTIONS, DIRECTION_DELTAS, type Direction, type HexKey } from '../hex';
import type { MapHex } from '../map';
import { downstreamCell, type OffsetGrid } from './offsetGrid';

/** One river as a line through hex centres, downstream, and where it leaves its last hex (HEX-7). */
export interface RiverCourse {
  readonly hexes: readonly MapHex[];
  /** The side its last hex drains through (into water, off the map), or undefined when it ends at a centre. */
  readonly mouth?: Direction;
}

/**
 * The map's rivers as lines, the way they are drawn (canvas/draw/riverPath): each river hex with a flow joins the
 * hex it flows into; a river starts at every hex nothing flows into and stops where it meets a river already
 * traced (a confluence) or drains out of the river hexes. Hand-painted river hexes (no flow) are joined to each
 * river neighbour by a two-point line, as they are drawn.
 */
export function riverCourses(grid: OffsetGrid): RiverCourse[] {
  const rivers = grid.cells.filter((cell) => cell.hex.river);
  const fedBy = new Set<HexKey>();
  for (const { hex } of rivers) {
    const next = downstreamCell(grid, hex);
    if (next?.hex.river) fedBy.add(next.key);
  }
  const traced = new Set<HexKey>();
  const courses: RiverCourse[] = [];
  const trace = (start: (typeof rivers)[number]) => {
    const hexes: MapHex[] = [start.hex];
    traced.add(start.key);
    let at = start;
    for (;;) {
      const next = downstreamCell(grid, at.hex);
      if (!next?.hex.river) {
        courses.push({ hexes, mouth: at.hex.riverFlow });
        return;
      }
      hexes.push(next.hex);
      if (traced.has(next.key)) break;
      traced.add(next.key);
      at = next;
    }
    courses.push({ hexes });
  };
  for (const cell of rivers) if (cell.hex.riverFlow && !fedBy.has(cell.key)) trace(cell);
  // A loop of flows has no source: start it anywhere.
  for (const cell of rivers) if (cell.hex.riverFlow && !traced.has(cell.key)) trace(cell);
  for (const cell of rivers) {
    if (cell.hex.riverFlow) continue;
    for (const direction of DIRECTIONS) {
      const delta = DIRECTION_DELTAS[direction];
      const other = grid.cellAt(cell.hex.q + delta.q, cell.hex.r + delta.r);
      // Each pair once: from the hand-painted hex, or from the first of two hand-painted hexes in grid order.
      if (!other?.hex.river || (!other.hex.riverFlow && other.key < cell.key)) continue;
      courses.push({ hexes: [cell.hex, other.hex] });
    }
  }
  return courses;
}
