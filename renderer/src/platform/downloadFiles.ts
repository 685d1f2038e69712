import type { ExportFileData } from '@shared/ipc';

/** The MIME type a download of `name` gets: PDF, PNG, Markdown (pack, assault report), JSON (assault records, Firestorm orders) or CSV (rosters). */
const TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  md: 'text/markdown',
  json: 'application/json',
  csv: 'text/csv',
  svg: 'image/svg+xml',
  html: 'text/html',
};
const typeOf = (name: string) => TYPES[name.toLowerCase().split('.').pop() ?? ''] ?? 'image/png';

/**
 * The browser edition's saveExport (issue 6 §4 "downloaded in the browser edition"): each file becomes a
 * download, which the browser saves to its downloads folder or asks about, as the user has set it up.
 */
export function downloadFiles(files: readonly ExportFileData[], doc: Document): void {
  for (const file of files) {
    const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: typeOf(file.name) }));
    const link = doc.createElement('a');
    link.href = url;
    link.download = file.name;
    link.style.display = 'none';
    doc.body.append(link);
    link.click();
    link.remove();
    // Revoked later: the download reads the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
