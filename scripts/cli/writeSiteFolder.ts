import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { t } from '@shared/i18n';
import { writeFailureReason, writeFileAtomically } from '../lib/writeFileAtomically';

/**
 * Writes a site's files into `folder` (issue 33), never half-way:
 * - a folder that does not exist yet (or is empty) is filled as a hidden sibling first and renamed into place, so
 *   it appears whole or not at all;
 * - a folder that holds files is refused unless `force`; with `force` only the site's own files are replaced, each
 *   atomically (writeFileAtomically), and every other file in the folder is left as it was.
 * Returns the failure as one sentence, or undefined when written.
 */
export async function writeSiteFolder(
  folder: string,
  files: Readonly<Record<string, string>>,
  force: boolean,
): Promise<string | undefined> {
  const entries = await folderEntries(folder);
  if (entries === 'file') return t('cli:site.isFile', { folder });
  if (entries !== null && entries.length > 0) {
    if (!force) return t('cli:site.holdsFiles', { folder });
    for (const [name, text] of Object.entries(files)) {
      try {
        await writeFileAtomically(path.join(folder, name), text);
      } catch (error) {
        return t('cli:output.cannotWrite', {
          path: path.join(folder, name),
          reason: writeFailureReason(error),
        });
      }
    }
    return undefined;
  }
  const parent = path.dirname(path.resolve(folder));
  const temp = path.join(parent, `.${path.basename(path.resolve(folder))}.chronicle-${process.pid}`);
  try {
    await rm(temp, { recursive: true, force: true });
    await mkdir(temp);
    for (const [name, text] of Object.entries(files)) await writeFileAtomically(path.join(temp, name), text);
    // An empty folder of that name gives way (rmdir removes only an empty one), so the new one can take its name.
    if (entries !== null) await rmdir(folder);
    await rename(temp, folder);
    return undefined;
  } catch (error) {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
    return t('cli:output.cannotWrite', { path: folder, reason: writeFailureReason(error) });
  }
}

/** The names in `folder`, null when it does not exist, 'file' when it is not a folder. */
async function folderEntries(folder: string): Promise<string[] | null | 'file'> {
  try {
    const info = await stat(folder);
    if (!info.isDirectory()) return 'file';
    return await readdir(folder);
  } catch {
    return null;
  }
}
