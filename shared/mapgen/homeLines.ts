import type { Edge } from '../hex';
import { edgeDistance, type MapGrid } from './mapGrid';

/**
 * SETUP-3: the hexes with distanceToEdge(h, edge) = 1, the only hexes a fortress may stand on, ordered along the
 * edge (by row for West/East, by column for North/South) so players can be spread along it.
 */
export function fortressLine(grid: MapGrid, edge: Edge): number[] {
  const line: number[] = [];
  if (edge === 'West' || edge === 'East') {
    const col = edge === 'West' ? 1 : grid.width - 2;
    for (let row = 0; row < grid.height; row++) line.push(col * grid.height + row);
  } else {
    const row = edge === 'North' ? 1 : grid.height - 2;
    for (let col = 0; col < grid.width; col++) line.push(col * grid.height + row);
  }
  return line.filter((i) => edgeDistance(grid, i, edge) === 1);
}

/**
 * Per hex, the distance to the nearer of the two home edges (capped at 255). Home edges are opposite (SETUP-2),
 * so this is a column gap (West/East) or a row gap (North/South), see edgeDistance.
 */
export function homeDistances(grid: MapGrid, westEast: boolean): Uint8Array {
  const out = new Uint8Array(grid.count);
  for (let col = 0, i = 0; col < grid.width; col++) {
    for (let row = 0; row < grid.height; row++, i++) {
      const d = westEast ? Math.min(col, grid.width - 1 - col) : Math.min(row, grid.height - 1 - row);
      out[i] = Math.min(255, d);
    }
  }
  return out;
}
