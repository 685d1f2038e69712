import type { ExportFile } from './exportFiles';

/**
 * Hands exported files to the GM as downloads. The desktop bridge has no capability for binary files yet (its
 * writeFile saves campaign text); Electron turns a download into its native Save dialog, so this one path serves
 * both editions. When a save-bytes capability lands in renderer/src/platform, it belongs here.
 */
export function deliverFiles(files: readonly ExportFile[], doc: Document = document): void {
  for (const file of files) {
    const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.type }));
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
