import { t } from '../i18n';
import { axialToOddQ, DIRECTION_DELTAS, hexKey, type HexKey } from '../hex';
import type { CampaignMap, MapHex } from '../map';

/** One hex of the map at its place in an exported grid: column and row counted from the grid's top-left hex. */
export interface GridCell {
  readonly key: HexKey;
  readonly hex: MapHex;
  readonly col: number;
  readonly row: number;
}

/**
 * The map as a columns × rows grid of flat-top hexes in offset coordinates, the shape Foundry, Tiled and HexJSON
 * all speak. Hexmarch lays hexes out odd-q (HEX-4: odd columns half a hex lower); the exported grid starts at the
 * map's first column, so when that column is odd the same hexes read as "even columns shifted" (`oddShifted`
 * false) and every format is told so, rather than renumbering the map.
 */
export interface OffsetGrid {
  readonly cells: readonly GridCell[];
  readonly columns: number;
  readonly rows: number;
  /** True when the grid's odd columns (1, 3, …) sit half a hex lower: "odd-q"; false for "even-q". */
  readonly oddShifted: boolean;
  /** The grid cell of an axial hex, when the map has it. */
  cellAt(q: number, r: number): GridCell | undefined;
}

export function offsetGrid(map: CampaignMap): OffsetGrid {
  const placed: { key: HexKey; hex: MapHex; col: number; row: number }[] = [];
  let minCol = Infinity;
  let minRow = Infinity;
  let maxCol = -Infinity;
  let maxRow = -Infinity;
  for (const key in map.hexes) {
    const hex = map.hexes[key as HexKey] as MapHex;
    const { col, row } = axialToOddQ(hex);
    placed.push({ key: key as HexKey, hex, col, row });
    minCol = Math.min(minCol, col);
    maxCol = Math.max(maxCol, col);
    minRow = Math.min(minRow, row);
    maxRow = Math.max(maxRow, row);
  }
  if (placed.length === 0) throw new Error(t('mapExport:errors.noHexes'));
  const cells = placed
    .map(({ key, hex, col, row }) => ({ key, hex, col: col - minCol, row: row - minRow }))
    .sort((a, b) => a.row - b.row || a.col - b.col);
  const byKey = new Map<HexKey, GridCell>(cells.map((cell) => [cell.key, cell]));
  return {
    cells,
    columns: maxCol - minCol + 1,
    rows: maxRow - minRow + 1,
    oddShifted: (minCol & 1) === 0,
    cellAt: (q, r) => byKey.get(hexKey(q, r)),
  };
}

/** The cell a hex's river flows into, or undefined when it flows off the map or has no flow (HEX-7). */
export function downstreamCell(grid: OffsetGrid, hex: MapHex): GridCell | undefined {
  if (!hex.riverFlow) return undefined;
  const delta = DIRECTION_DELTAS[hex.riverFlow];
  return grid.cellAt(hex.q + delta.q, hex.r + delta.r);
}
