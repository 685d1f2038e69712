/** The formats that take the map to other tools (issue 31), beside the printouts' PDF and PNG. */
export const MAP_EXPORT_FORMATS = ['svg', 'foundry', 'tiled', 'hexjson'] as const;
export type MapExportFormat = (typeof MAP_EXPORT_FORMATS)[number];
