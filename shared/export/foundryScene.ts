import type { GridCell, OffsetGrid } from './offsetGrid';

/** Foundry's default grid size: pixels from flat side to flat side of a flat-top hex, an integer in its data model. */
export const FOUNDRY_GRID_SIZE = 100;

/** Foundry's CONST.GRID_TYPES for column (flat-top) hex grids: odd or even columns shifted down (v10 to v13). */
export const FOUNDRY_HEX_ODD_Q = 4;
export const FOUNDRY_HEX_EVEN_Q = 5;

/** Where the scene's hexes fall on its background image, in image pixels. */
export interface FoundryGeometry {
  /** Grid size: the hex's height (flat to flat) in pixels. */
  readonly gridSize: number;
  /** Centre to corner in pixels: gridSize / √3. */
  readonly hexRadius: number;
  /** The image and scene size: the grid's columns and rows exactly, rounded up to whole pixels. */
  readonly width: number;
  readonly height: number;
  /** The image pixel of a cell's centre. */
  centre(cell: Pick<GridCell, 'col' | 'row'>): { x: number; y: number };
}

/**
 * Foundry's offset row of a Hexmarch grid row. Foundry (v12 HexagonalGrid#getCenterPoint) centres the hexes of its
 * unshifted columns at y = i × size, so its row 0 is cut in half by the scene's top edge ("a half hexagon for odd
 * grids", its calculateDimensions says, and the same holds for the unshifted columns of even grids). The map starts
 * on Foundry's row 1, whole, under a half-hex strip of empty grid.
 */
export const FOUNDRY_ROW_OFFSET = 1;

/**
 * The background image laid out as Foundry lays out a column hex grid with no padding and no offset: the scene's
 * left edge touches the first column's hexes, columns are ¾ of a hex width apart, the shifted columns half a hex
 * lower, and Hexmarch's row r is Foundry's row r + 1. So a scene of this size with this grid puts every grid hex on
 * its painted hex.
 */
export function foundryGeometry(grid: OffsetGrid, gridSize = FOUNDRY_GRID_SIZE): FoundryGeometry {
  const hexRadius = gridSize / Math.sqrt(3);
  const shifted = (col: number) => (col & 1) === (grid.oddShifted ? 1 : 0);
  return {
    gridSize,
    hexRadius,
    width: Math.ceil(hexRadius * (1.5 * grid.columns + 0.5) - 1e-9),
    height: Math.ceil(gridSize * (grid.rows + FOUNDRY_ROW_OFFSET) - 1e-9),
    centre: ({ col, row }) => ({
      x: hexRadius * (1.5 * col + 1),
      y: gridSize * (row + FOUNDRY_ROW_OFFSET + (shifted(col) ? 0.5 : 0)),
    }),
  };
}

/** A Foundry VTT scene document (the JSON that a scene's "Import Data" reads), the fields Hexmarch sets. */
export interface FoundrySceneData {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly padding: 0;
  readonly background: { readonly src: string; readonly offsetX: 0; readonly offsetY: 0 };
  /** Foundry v10–v11 names of the background offset (v12 moved them into background). */
  readonly shiftX: 0;
  readonly shiftY: 0;
  readonly backgroundColor: string;
  readonly grid: {
    readonly type: typeof FOUNDRY_HEX_ODD_Q | typeof FOUNDRY_HEX_EVEN_Q;
    readonly size: number;
    readonly distance: number;
    readonly units: string;
    readonly color: string;
    readonly alpha: number;
  };
  readonly initial: { readonly x: number; readonly y: number; readonly scale: number };
  /** Hexmarch's grid in Foundry's offsets: its top-left hex (printed 0101) is Foundry's {i: rowOffset, j: 0}. */
  readonly flags: {
    readonly hexmarch: { readonly columns: number; readonly rows: number; readonly rowOffset: number };
  };
}

/** The scene for `grid` drawn on a background image called `imageName` (written beside the scene file). */
export function foundryScene(
  grid: OffsetGrid,
  geometry: FoundryGeometry,
  name: string,
  imageName: string,
): FoundrySceneData {
  return {
    name,
    width: geometry.width,
    height: geometry.height,
    padding: 0,
    background: { src: imageName, offsetX: 0, offsetY: 0 },
    shiftX: 0,
    shiftY: 0,
    backgroundColor: '#ffffff',
    grid: {
      type: grid.oddShifted ? FOUNDRY_HEX_ODD_Q : FOUNDRY_HEX_EVEN_Q,
      size: geometry.gridSize,
      // Distances read in hexes, as the rules count them.
      distance: 1,
      units: 'hex',
      color: '#000000',
      alpha: 0.2,
    },
    initial: { x: Math.round(geometry.width / 2), y: Math.round(geometry.height / 2), scale: 0.5 },
    flags: { hexmarch: { columns: grid.columns, rows: grid.rows, rowOffset: FOUNDRY_ROW_OFFSET } },
  };
}
