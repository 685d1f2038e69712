import type { HexmarchDocument } from '@shared/document';
import type { PrintSettings } from '@shared/print';
import {
  exportPdf,
  exportPosterPng,
  exportSheetPngs,
  preparePrint,
  type SheetImage,
} from '../../print/exportPrint';
import { fileStem as titleStem } from '../../kit/deliverText';
import type { ExportFile } from '../../kit/deliverFiles';
import type { PrintChoices } from '../../print/printContent';
import type { PrintEnvironment } from '../../print/printSurface';
import { MAP_EXPORT_FORMATS, type MapExportFormat } from '../../print/vector/mapExportFormat';
import { exportMapFiles } from '../../print/vector/mapExports';

/** What the Export dialog writes: a PDF, one PNG per sheet, the whole map as one PNG, or a map for another tool. */
export type ExportFormat = 'pdf' | 'png-sheets' | 'png-single' | MapExportFormat;

export const PRINT_FORMATS = ['pdf', 'png-sheets', 'png-single'] as const;

/** A format for another tool (issue 31) rather than a printout. */
export const isMapExport = (format: ExportFormat): format is MapExportFormat =>
  (MAP_EXPORT_FORMATS as readonly string[]).includes(format);

export type { ExportFile } from '../../kit/deliverFiles';

/** A file name from a title: lower case, dashes, no characters file systems refuse. */
export function fileStem(title: string): string {
  return titleStem(title, 'hexmarch-map');
}

/**
 * Renders the printout of `document` into files named after `stem`. Throws with a plain sentence when the
 * settings cannot be printed, so the dialog shows it as it is.
 */
export async function exportFiles(
  env: PrintEnvironment,
  document: HexmarchDocument,
  settings: PrintSettings,
  choices: PrintChoices,
  format: ExportFormat,
  stem: string,
  onProgress?: (done: number, total: number) => void,
): Promise<ExportFile[]> {
  if (isMapExport(format)) {
    const files = await exportMapFiles(env, document, format, settings, choices, stem);
    if (!files.ok) throw new Error(files.error);
    return files.value;
  }
  if (format === 'png-single') {
    const poster = await exportPosterPng(env, document, settings, choices);
    if (!poster.ok) throw new Error(poster.error);
    return poster.value.map(pngFile(stem));
  }
  const art = preparePrint(env, document, settings, choices);
  if (!art.ok) throw new Error(art.error);
  if (format === 'pdf') {
    return [
      { name: `${stem}.pdf`, type: 'application/pdf', bytes: await exportPdf(env, art.value, onProgress) },
    ];
  }
  return (await exportSheetPngs(env, art.value)).map(pngFile(stem));
}

/** "map.png" for the only map sheet, "map-B2.png", "map-notes.png" for the others. */
const pngFile =
  (stem: string) =>
  ({ suffix, bytes }: SheetImage): ExportFile => ({
    name: suffix === null ? `${stem}.png` : `${stem}-${suffix}.png`,
    type: 'image/png',
    bytes,
  });
