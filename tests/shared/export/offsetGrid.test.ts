import { describe, expect, it } from 'vitest';
import {
  foundryGeometry,
  foundryScene,
  FOUNDRY_ROW_OFFSET,
  hexJson,
  offsetGrid,
  riverCourses,
  tiledCentre,
  tiledMap,
} from '@shared/export';
import { axialToOddQ, hexKey, type HexKey } from '@shared/hex';
import { rectangleMap, type CampaignMap, type MapHex } from '@shared/map';

/** Foundry v12's HexagonalGrid#getCenterPoint for column grids (type 4 odd, 5 even), from its definition. */
function foundryCentre(type: number, size: number, i: number, j: number) {
  const oddColumn = (j + 1) % 2 === 0;
  return {
    x: (2 / Math.sqrt(3)) * (0.75 * j + 0.5) * size,
    y: (i + ((type === 5) === oddColumn ? 0 : 0.5)) * size,
  };
}

/** A 6 × 4 rectangle without its first column: the exported grid starts on an odd Hexmarch column. */
function withoutFirstColumn(): CampaignMap {
  const full = rectangleMap(6, 4);
  const hexes: Record<HexKey, MapHex> = {};
  for (const [key, hex] of Object.entries(full.hexes) as [HexKey, MapHex][])
    if (axialToOddQ(hex).col > 0) hexes[key] = hex;
  return { ...full, hexes };
}

describe('offsetGrid and the formats that read it (issue 31)', () => {
  it('reads an odd-q rectangle as odd-q, its top-left hex at column 0, row 0', () => {
    const grid = offsetGrid(rectangleMap(5, 3));
    expect([grid.columns, grid.rows, grid.oddShifted]).toEqual([5, 3, true]);
    expect(grid.cells[0]).toMatchObject({ col: 0, row: 0 });
  });

  it('tells every format "even" when the map starts on an odd column, without renumbering a hex', () => {
    const map = withoutFirstColumn();
    const grid = offsetGrid(map);
    expect([grid.columns, grid.rows, grid.oddShifted]).toEqual([5, 4, false]);
    expect(hexJson(grid, { sideOfPlayer: () => undefined, labels: new Map() }).layout).toBe('even-q');
    expect(tiledMap(grid, { tilesetImage: 't.png', sideOfPlayer: () => undefined }).staggerindex).toBe(
      'even',
    );
    const geometry = foundryGeometry(grid, 100);
    const scene = foundryScene(grid, geometry, 'Test', 'bg.png');
    expect(scene.grid.type).toBe(5);
    // Foundry's centres of the same offsets, row shifted as the scene's flags say, match the layout's.
    for (const cell of grid.cells) {
      const ours = geometry.centre(cell);
      const theirs = foundryCentre(scene.grid.type, 100, cell.row + FOUNDRY_ROW_OFFSET, cell.col);
      expect(Math.hypot(ours.x - theirs.x, ours.y - theirs.y)).toBeLessThan(1e-9);
    }
    // Hexmarch's stagger (HEX-1): the grid's column 0 (Hexmarch column 1) is the lower one.
    const at = (col: number) => tiledCentre(grid, { col, row: 0 }).y;
    expect(at(0)).toBeGreaterThan(at(1));
  });

  it('traces a river downstream to where it drains, and stops a tributary at the confluence', () => {
    const map = rectangleMap(6, 6, ({ col, row }) => {
      // A river down column 2 draining south off the map; a tributary from column 1 joining it at row 2.
      if (col === 2) return { river: true, riverFlow: 'S' };
      if (col === 1 && row === 1) return { river: true, riverFlow: 'SE' };
      return undefined;
    });
    const grid = offsetGrid(map);
    const courses = riverCourses(grid);
    expect(courses).toHaveLength(2);
    const main = courses.find((c) => c.hexes.length === 6)!;
    expect(main.mouth).toBe('S');
    expect(main.hexes.map((hex) => axialToOddQ(hex).row)).toEqual([0, 1, 2, 3, 4, 5]);
    const tributary = courses.find((c) => c !== main)!;
    expect(tributary.mouth).toBeUndefined();
    expect(tributary.hexes.map((hex) => hexKey(hex.q, hex.r))).toHaveLength(2);
    expect(axialToOddQ(tributary.hexes[1]!)).toEqual({ col: 2, row: 2 });
  });
});
