/**
 * Print exports over the bridge (issue 6 §4): the renderer hands main finished PDF/PNG bytes with plain file
 * names; main asks the GM where to put them and writes them. The renderer never names a folder or a path.
 */

/** One exported file as the renderer sends it. */
export interface ExportFileData {
  /** A plain file name ending in one of {@link EXPORT_KINDS}, e.g. "border-war-red.pdf"; no folders. */
  readonly name: string;
  /** The file's complete contents. */
  readonly bytes: Uint8Array;
}

/** What became of an export: the names written, the GM cancelled the dialog, or why writing failed. */
export type SaveExportResult =
  { readonly saved: readonly string[] } | { readonly cancelled: true } | { readonly message: string };

/**
 * The kinds of file an export may write, with the Save dialog's name for each: print exports (PDF, PNG) and the
 * assault tool's records, reports and roster lists (issue 13: JSON, Markdown, CSV), and battle plans (issue 29: SVG).
 */
export const EXPORT_KINDS = {
  pdf: 'PDF document',
  png: 'PNG image',
  json: 'JSON record',
  md: 'Markdown report',
  csv: 'CSV table',
  svg: 'SVG drawing',
  tmj: 'Tiled map',
  hexjson: 'HexJSON hex map',
  html: 'Web page',
} as const;
export type ExportExtension = keyof typeof EXPORT_KINDS;

/** Longest export file name main accepts (chars). */
export const MAX_EXPORT_NAME = 200;
/** Most files one export may write (a poster cut into sheets stays far below this). */
export const MAX_EXPORT_FILES = 500;
/** Largest total size of one export (bytes): 2 GiB. */
export const MAX_EXPORT_BYTES = 2 * 1024 * 1024 * 1024;
