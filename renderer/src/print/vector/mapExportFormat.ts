/** The formats that take the map to other tools (issue 31), beside the printouts' PDF and PNG. */
export const MAP_EXPORT_FORMATS = ['svg', 'foundry', 'tiled', 'hexjson'] as const;
export type MapExportFormat = (typeof MAP_EXPORT_FORMATS)[number];

/** What each format is, in the GM's words (the Export dialog's choice, the CLI's help). */
export const MAP_EXPORT_LABELS: Record<MapExportFormat, string> = {
  svg: 'SVG (whole map, layers)',
  foundry: 'Foundry VTT scene',
  tiled: 'Tiled map (TMJ)',
  hexjson: 'HexJSON',
};
