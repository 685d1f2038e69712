import { DIRECTION_DELTAS, hexName } from '../hex';
import { TERRAINS, type MapHex, type Terrain } from '../map';
import type { GridCell, OffsetGrid } from './offsetGrid';
import { riverCourses } from './riverCourses';

/**
 * Tile size of the exported map: a flat-top hex 60 px corner to corner and 52 px flat to flat (√3 × 30 = 51.96,
 * kept even so Tiled's half-row stagger is a whole pixel), its top and bottom sides 30 px long.
 */
export const TILE_WIDTH = 60;
export const TILE_HEIGHT = 52;
export const HEX_SIDE_LENGTH = 30;

/** A Tiled custom property as the JSON map format writes it. */
export interface TiledProperty {
  readonly name: string;
  readonly type: 'string' | 'bool';
  readonly value: string | boolean;
}

export interface TiledObject {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  readonly x: number;
  readonly y: number;
  readonly width: 0;
  readonly height: 0;
  readonly rotation: 0;
  readonly visible: true;
  readonly point?: true;
  readonly polyline?: readonly { readonly x: number; readonly y: number }[];
  readonly properties?: readonly TiledProperty[];
}

interface LayerBase {
  readonly id: number;
  readonly name: string;
  readonly x: 0;
  readonly y: 0;
  readonly opacity: 1;
  readonly visible: true;
}
export interface TiledTileLayer extends LayerBase {
  readonly type: 'tilelayer';
  readonly width: number;
  readonly height: number;
  /** Global tile ids row by row from the top-left, 0 where the map has no hex. */
  readonly data: readonly number[];
}
export interface TiledObjectGroup extends LayerBase {
  readonly type: 'objectgroup';
  readonly draworder: 'topdown';
  readonly objects: readonly TiledObject[];
}

/** A Tiled map in its JSON format (TMJ), hexagonal, with one embedded tileset. */
export interface TiledMap {
  readonly type: 'map';
  readonly version: string;
  readonly tiledversion: string;
  readonly orientation: 'hexagonal';
  readonly renderorder: 'right-down';
  readonly width: number;
  readonly height: number;
  readonly tilewidth: number;
  readonly tileheight: number;
  readonly hexsidelength: number;
  readonly staggeraxis: 'x';
  readonly staggerindex: 'odd' | 'even';
  readonly infinite: false;
  readonly nextlayerid: number;
  readonly nextobjectid: number;
  readonly layers: readonly (TiledTileLayer | TiledObjectGroup)[];
  readonly tilesets: readonly {
    readonly firstgid: 1;
    readonly name: string;
    readonly image: string;
    readonly imagewidth: number;
    readonly imageheight: number;
    readonly tilewidth: number;
    readonly tileheight: number;
    readonly tilecount: number;
    readonly columns: number;
    readonly margin: 0;
    readonly spacing: 0;
    readonly tiles: readonly {
      readonly id: number;
      readonly type: Terrain;
      readonly properties: TiledProperty[];
    }[];
  }[];
}

/** The tileset image: one hex per terrain, left to right in TERRAINS order (tile id = index, gid = index + 1). */
export const TILESET_COLUMNS = TERRAINS.length;

export interface TiledOptions {
  readonly tilesetImage: string;
  readonly sideOfPlayer: (playerId: string) => string | undefined;
}

/**
 * Tiled's pixel position of a cell's centre on a hexagonal map staggered along x (its HexagonalRenderer): columns
 * (tilewidth + hexsidelength) / 2 apart, rows tileheight apart, staggered columns half a row lower.
 */
export function tiledCentre(grid: OffsetGrid, cell: Pick<GridCell, 'col' | 'row'>): { x: number; y: number } {
  const columnWidth = (TILE_WIDTH + HEX_SIDE_LENGTH) / 2;
  const staggered = (cell.col & 1) === (grid.oddShifted ? 1 : 0);
  return {
    x: cell.col * columnWidth + TILE_WIDTH / 2,
    y: cell.row * TILE_HEIGHT + (staggered ? TILE_HEIGHT / 2 : 0) + TILE_HEIGHT / 2,
  };
}

/**
 * The map as a Tiled hexagonal map: a Terrain tile layer (each terrain one tile of the embedded tileset, with a
 * `terrain` property), a Settlements object layer (points named as on the map, `settlement` and `hex` properties,
 * `heldBy` for a held one) and a Rivers object layer (polylines through the hex centres the river runs through, as
 * Hexmarch draws it, ending on the edge it drains through).
 */
export function tiledMap(grid: OffsetGrid, options: TiledOptions): TiledMap {
  const data: number[] = new Array<number>(grid.columns * grid.rows).fill(0);
  for (const { hex, col, row } of grid.cells)
    data[row * grid.columns + col] = TERRAINS.indexOf(hex.terrain) + 1;
  let nextObject = 1;
  const centreOf = (hex: MapHex) => {
    const cell = grid.cellAt(hex.q, hex.r) as GridCell;
    return tiledCentre(grid, cell);
  };
  const settlements: TiledObject[] = grid.cells
    .filter((cell) => cell.hex.settlement)
    .map(({ hex }) => {
      const settlement = hex.settlement!;
      const heldBy = settlement.controller ? options.sideOfPlayer(settlement.controller) : undefined;
      const at = centreOf(hex);
      return {
        id: nextObject++,
        name: settlement.name ?? '',
        type: settlement.type,
        ...at,
        width: 0,
        height: 0,
        rotation: 0,
        visible: true,
        point: true,
        properties: [
          { name: 'hex', type: 'string', value: hexName(hex) },
          ...(heldBy ? [{ name: 'heldBy', type: 'string' as const, value: heldBy }] : []),
          { name: 'settlement', type: 'string', value: settlement.type },
        ],
      };
    });
  const rivers: TiledObject[] = riverCourses(grid).map(({ hexes, mouth }) => {
    const points = hexes.map(centreOf);
    if (mouth) {
      // The middle of the side it drains through: half way to the next centre (HEX-1 spacing).
      const last = points[points.length - 1]!;
      const delta = DIRECTION_DELTAS[mouth];
      points.push({
        x: last.x + (delta.q * (TILE_WIDTH + HEX_SIDE_LENGTH)) / 4,
        y: last.y + (TILE_HEIGHT / 2) * (delta.r + delta.q / 2),
      });
    }
    const first = points[0]!;
    return {
      id: nextObject++,
      name: 'River',
      type: 'river',
      x: first.x,
      y: first.y,
      width: 0,
      height: 0,
      rotation: 0,
      visible: true,
      polyline: points.map((p) => ({ x: p.x - first.x, y: p.y - first.y })),
    };
  });
  const layer = { x: 0, y: 0, opacity: 1, visible: true } as const;
  return {
    type: 'map',
    version: '1.10',
    tiledversion: '1.10.2',
    orientation: 'hexagonal',
    renderorder: 'right-down',
    width: grid.columns,
    height: grid.rows,
    tilewidth: TILE_WIDTH,
    tileheight: TILE_HEIGHT,
    hexsidelength: HEX_SIDE_LENGTH,
    staggeraxis: 'x',
    staggerindex: grid.oddShifted ? 'odd' : 'even',
    infinite: false,
    nextlayerid: 4,
    nextobjectid: nextObject,
    layers: [
      { id: 1, name: 'Terrain', type: 'tilelayer', width: grid.columns, height: grid.rows, data, ...layer },
      { id: 2, name: 'Rivers', type: 'objectgroup', draworder: 'topdown', objects: rivers, ...layer },
      {
        id: 3,
        name: 'Settlements',
        type: 'objectgroup',
        draworder: 'topdown',
        objects: settlements,
        ...layer,
      },
    ],
    tilesets: [
      {
        firstgid: 1,
        name: 'Terrain',
        image: options.tilesetImage,
        imagewidth: TILE_WIDTH * TILESET_COLUMNS,
        imageheight: TILE_HEIGHT,
        tilewidth: TILE_WIDTH,
        tileheight: TILE_HEIGHT,
        tilecount: TERRAINS.length,
        columns: TILESET_COLUMNS,
        margin: 0,
        spacing: 0,
        tiles: TERRAINS.map((terrain, id) => ({
          id,
          type: terrain,
          properties: [{ name: 'terrain', type: 'string', value: terrain }],
        })),
      },
    ],
  };
}
