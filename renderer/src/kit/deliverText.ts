import { t } from '@shared/i18n';
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
    return t('desktop:file.downloaded', { name });
  }
  const result = await platform.saveExport(files);
  if ('saved' in result) return t('desktop:file.savedFiles', { names: result.saved.join(', ') });
  if ('cancelled' in result) return t('desktop:file.nothingSaved');
  return result.message;
}

/** A file name from a title the GM typed ("Red host" → "red-host"). */
export const fileStem = (title: string, fallback: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || fallback;
