import { t } from '@shared/i18n';
import { defenseGameFile, readDefenseGameFile, type OpenedDefenseGame } from '@shared/rulesets/defense';
import type { FileRef } from '@shared/ipc';
import { getPlatform, type Platform } from '../../platform';
import type { DefenseSliceState } from './defenseSlice';

/**
 * A defense game in progress as its own file, through the platform's Open and Save dialogs (issue 14). Decision:
 * the file ends in ".hexmarch" like a campaign (the dialogs' filter) and is told apart by its `format` field, so
 * each loader names the other kind of file instead of failing obscurely.
 */
export async function saveDefenseGame(
  slice: DefenseSliceState,
  platform: Platform = getPlatform(),
): Promise<{ saved: string } | { cancelled: true } | { message: string }> {
  if (!slice.config) return { message: t('defense:files.nothing') };
  const file = defenseGameFile({
    config: slice.config,
    commands: slice.commands,
    steps: slice.steps,
    ...(slice.launch ? { launch: slice.launch } : {}),
    recorded: slice.recorded,
  });
  const place = slice.launch
    ? slice.launch.place.replace(/[^\p{L}\p{N} -]+/gu, ' ').trim()
    : t('defense:files.settlement');
  const ref = await platform.showSaveDialog(`${t('defense:files.fileName', { place })}.hexmarch`);
  if (!ref) return { cancelled: true };
  const written = await platform.writeFile(ref.handle, JSON.stringify(file, null, 1));
  return written.ok
    ? { saved: ref.name }
    : { message: t('defense:files.notSaved', { file: ref.name, problem: written.message }) };
}

/** Opens a saved defense game; a bad file leaves the game on screen as it was and says what is wrong. */
export async function openDefenseGame(
  platform: Platform = getPlatform(),
  /** Open game…'s dialog, or a dropped file's handle (issue 32): the same reading and refusals after it. */
  choose: () => Promise<FileRef | null> = () => platform.showOpenDialog(),
): Promise<{ game: OpenedDefenseGame; name: string } | { cancelled: true } | { errors: string[] }> {
  const ref = await choose();
  if (!ref) return { cancelled: true };
  const read = await platform.readFile(ref.handle);
  if (!read.ok) return { errors: [t('defense:files.notRead', { file: ref.name, problem: read.message })] };
  const opened = readDefenseGameFile(read.text);
  if (!opened.ok)
    return {
      errors: opened.errors.map((problem) => t('defense:files.problem', { file: ref.name, problem })),
    };
  return { game: opened.game, name: ref.name };
}
