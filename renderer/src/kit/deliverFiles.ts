import type { SaveExportResult } from '@shared/ipc';
import { downloadFiles, getPlatform, type Platform } from '../platform';

/** One exported file: a PDF, a PNG sheet, an SVG, or a map for another tool (JSON: Foundry, Tiled, HexJSON). */
export interface ExportFile {
  readonly name: string;
  readonly type: 'application/pdf' | 'image/png' | 'image/svg+xml' | 'application/json';
  readonly bytes: Uint8Array;
}

/**
 * Delivers exported files (issue 6 §4): "written through the main process in the desktop build and downloaded
 * in the browser edition". On the desktop main asks where to put them, once for the whole export; in the browser
 * each file becomes a download, which cannot be cancelled from the page, so it counts as saved.
 */
export async function deliverFiles(
  files: readonly ExportFile[],
  platform: Platform = getPlatform(),
  doc: Document = document,
): Promise<SaveExportResult> {
  if (platform.edition === 'desktop') {
    return platform.saveExport(files.map((file) => ({ name: file.name, bytes: file.bytes })));
  }
  downloadFiles(files, doc);
  return { saved: files.map((file) => file.name) };
}
