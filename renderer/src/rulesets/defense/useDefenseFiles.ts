import { t } from '@shared/i18n';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { mayReplaceStoredDefenseGame } from './damagedDefenseGame';
import { getPlatform } from '../../platform';
import { openDefenseGame, saveDefenseGame } from './defenseFiles';
import { defenseGameLoaded, loadedFrom } from './defenseSlice';

/** Save game… and Open game… of the defense screen, with what became of them in plain words. */
export function useDefenseFiles() {
  const dispatch = useAppDispatch();
  const slice = useAppSelector((state) => state.defense);
  const storedGame = useAppSelector((state) => state.document.present.defenseGame);
  const [message, setMessage] = useState<{ kind: 'note' | 'error'; lines: string[] } | null>(null);
  return {
    message,
    async save() {
      const result = await saveDefenseGame(slice);
      if ('saved' in result)
        setMessage({ kind: 'note', lines: [t('defense:files.saved', { file: result.saved })] });
      else if ('message' in result) setMessage({ kind: 'error', lines: [result.message] });
    },
    /** Open game…, or a saved game dropped onto the window (issue 32): the same question and refusals. */
    async open(dropped?: File) {
      // Nothing the GM played is lost without asking: a game in progress is replaced only on a yes.
      const inProgress = slice.game && slice.game.phase !== 'scored' && slice.steps.length > 1;
      if (inProgress && !window.confirm(t('defense:files.replaceInProgress'))) return;
      if (!mayReplaceStoredDefenseGame(storedGame)) return;
      const platform = getPlatform();
      const result = await openDefenseGame(
        platform,
        dropped ? () => platform.fileForDrop(dropped) : () => platform.showOpenDialog(),
      );
      if ('errors' in result) return setMessage({ kind: 'error', lines: result.errors });
      if ('cancelled' in result) return;
      const { game, name } = result;
      dispatch(defenseGameLoaded(loadedFrom(game)));
      setMessage({ kind: 'note', lines: [`Opened ${name}.`] });
    },
  };
}
