/** What a legend entry shows; the renderer draws the symbol and writes the text. */
export interface LegendEntry {
  /** Stable id the renderer dispatches on, e.g. 'terrain:forest', 'settlement:city', 'army:fresh'. */
  readonly id: string;
  readonly text: string;
}

export interface PlacedLegendEntry extends LegendEntry {
  /** Top left of the entry's cell, in millimetres from the legend box's top left. */
  readonly xMm: number;
  readonly yMm: number;
}

export interface LegendLayout {
  readonly entries: readonly PlacedLegendEntry[];
  readonly widthMm: number;
  readonly heightMm: number;
  readonly rows: number;
}

/** Every legend cell is this wide and tall: a 5 mm symbol and a short label at about 2.5 mm type. */
export const LEGEND_CELL_MM = { width: 32, height: 6 } as const;

/**
 * Lays the entries out in rows of equal cells, as many per row as fit in `widthMm` (at least one), left to right
 * then top to bottom. Pure arithmetic so the footer height is known before anything is drawn.
 */
export function legendLayout(entries: readonly LegendEntry[], widthMm: number): LegendLayout {
  const perRow = Math.max(1, Math.floor(widthMm / LEGEND_CELL_MM.width));
  const rows = Math.ceil(entries.length / perRow);
  return {
    entries: entries.map((entry, index) => ({
      ...entry,
      xMm: (index % perRow) * LEGEND_CELL_MM.width,
      yMm: Math.floor(index / perRow) * LEGEND_CELL_MM.height,
    })),
    widthMm: Math.min(entries.length, perRow) * LEGEND_CELL_MM.width,
    heightMm: rows * LEGEND_CELL_MM.height,
    rows,
  };
}
