import fs from 'node:fs/promises';
import path from 'node:path';
import { t } from '@shared/i18n';

/**
 * Main's one question before it writes over files that are already there (issue 9: nothing is overwritten
 * silently). The Save dialog asks on its own only for the exact name the GM typed; a name main completes (an
 * extension added) or names it chooses itself (the files of a multi-file export) are checked here instead.
 */

/** Asks the GM whether to replace `names` (bare file names) in `folder`; true to replace them. */
export type ConfirmReplace = (names: readonly string[], folder: string) => Promise<boolean>;

/** The question's buttons, Replace first (REPLACE_ANSWER); Cancel is the default, so Enter never overwrites. */
export const REPLACE_ANSWER = 0;
const CANCEL_ANSWER = 1;
/** Names shown in the question; a longer list ends in "and N more". */
const MAX_LISTED = 10;

export interface ReplaceQuestion {
  readonly type: 'warning';
  readonly buttons: string[];
  readonly defaultId: number;
  readonly cancelId: number;
  readonly message: string;
  readonly detail: string;
}

/** The native message box asking once about every file that would be replaced, listed by name. */
export function replaceQuestionOf(names: readonly string[], folder: string): ReplaceQuestion {
  const folderName = path.basename(folder) || folder;
  const [only] = names;
  const message =
    names.length === 1 && only !== undefined
      ? t('electron:replace.one', { name: only, folder: folderName })
      : t('electron:replace.many', { count: names.length, folder: folderName });
  const listed = names.slice(0, MAX_LISTED);
  const more = names.length - listed.length;
  const detail = [
    ...(names.length === 1 ? [] : listed.map((name) => `• ${name}`)),
    ...(more > 0 ? [t('electron:replace.more', { count: more })] : []),
    names.length === 1 ? t('electron:replace.detailOne') : t('electron:replace.detailMany'),
  ].join('\n');
  return {
    type: 'warning',
    buttons: [t('electron:replace.replace'), t('electron:replace.cancel')],
    defaultId: CANCEL_ANSWER,
    cancelId: CANCEL_ANSWER,
    message,
    detail,
  };
}

/** Which of `targets` already exist (any kind of entry, a broken link included), as bare names. */
export async function existingNamesOf(targets: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    targets.map((target) =>
      fs.lstat(target).then(
        () => path.basename(target),
        () => null,
      ),
    ),
  );
  return found.filter((name): name is string => name !== null);
}

/** `chosen` ending in `.extension` (any case), the extension added when the GM typed a name without it. */
export function withExtension(chosen: string, extension: string): string {
  return path.extname(chosen).toLowerCase() === `.${extension}` ? chosen : `${chosen}.${extension}`;
}

/**
 * Completes the path the Save dialog returned: when the extension had to be added, the dialog never asked about
 * the completed name, so an existing file of that name is asked about here. Null when the GM keeps the file.
 */
export async function completedSavePath(
  chosen: string,
  extension: string,
  confirmReplace: ConfirmReplace,
): Promise<string | null> {
  const completed = withExtension(chosen, extension);
  if (completed === chosen) return chosen;
  const existing = await existingNamesOf([completed]);
  if (existing.length === 0) return completed;
  return (await confirmReplace(existing, path.dirname(completed))) ? completed : null;
}
