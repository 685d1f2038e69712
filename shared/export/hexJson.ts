import { hexName } from '../hex';
import type { SettlementType, Terrain } from '../map';
import type { OffsetGrid } from './offsetGrid';

/** One hex of a HexJSON file: the ODI's q (column) and r (row, counted upwards), and Hexmarch's properties. */
export interface HexJsonHex {
  readonly q: number;
  readonly r: number;
  readonly terrain: Terrain;
  readonly river: boolean;
  readonly bridge?: true;
  readonly settlement?: SettlementType;
  readonly name?: string;
  /** The side holding the settlement (SETUP-7), by its name; absent for neutral ones. */
  readonly heldBy?: string;
  readonly label?: string;
}

export interface HexJson {
  readonly layout: 'odd-q' | 'even-q';
  readonly hexes: Readonly<Record<string, HexJsonHex>>;
}

export interface HexJsonOptions {
  /** The name a player id's side goes by, for `heldBy`; ids not found are left out. */
  readonly sideOfPlayer: (playerId: string) => string | undefined;
  /** HEX-7 labels to include (none on a handout): by hex key. */
  readonly labels: ReadonlyMap<string, string>;
}

/**
 * The Open Data Institute's HexJSON: `layout` and one entry per hex keyed by an id, with q the column and r the row.
 * In HexJSON rows count upwards (its reference renderer, d3-hexjson, puts the largest r at the top), so r is the
 * number of rows below it: the bottom row is 0 and the map keeps its north at the top. Each hex is keyed by the name
 * the GM reads everywhere else (hexName: "0101" is the top-left hex of a generated map).
 */
export function hexJson(grid: OffsetGrid, options: HexJsonOptions): HexJson {
  const hexes: Record<string, HexJsonHex> = {};
  for (const { key, hex, col, row } of grid.cells) {
    const settlement = hex.settlement;
    const heldBy = settlement?.controller ? options.sideOfPlayer(settlement.controller) : undefined;
    const label = options.labels.get(key);
    hexes[hexName(hex)] = {
      q: col,
      r: grid.rows - 1 - row,
      terrain: hex.terrain,
      river: hex.river,
      ...(hex.bridge ? { bridge: true as const } : {}),
      ...(settlement ? { settlement: settlement.type } : {}),
      ...(settlement?.name ? { name: settlement.name } : {}),
      ...(heldBy ? { heldBy } : {}),
      ...(label ? { label } : {}),
    };
  }
  return { layout: grid.oddShifted ? 'odd-q' : 'even-q', hexes };
}
