import { downloadFiles, getPlatform } from '../platform';

/**
 * Saves one text file as exports are saved (main's Save dialog on the desktop, a download in the browser) and says
 * in words what became of it.
 */
export async function deliverText(name: string, text: string): Promise<string> {
  const files = [{ name, bytes: new TextEncoder().encode(text) }];
  const platform = getPlatform();
  if (platform.edition !== 'desktop') {
    downloadFiles(files, document);
    return `Downloaded ${name}.`;
  }
  const result = await platform.saveExport(files);
  if ('saved' in result) return `Saved ${result.saved.join(', ')}.`;
  if ('cancelled' in result) return 'Nothing was saved.';
  return result.message;
}

/** A file name from a title the GM typed ("Red host" → "red-host"). */
export const fileStem = (title: string, fallback: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || fallback;
