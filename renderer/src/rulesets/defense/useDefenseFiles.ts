import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { openDefenseGame, saveDefenseGame } from './defenseFiles';
import { defenseGameLoaded, loadedFrom } from './defenseSlice';

/** Save game… and Open game… of the defense screen, with what became of them in plain words. */
export function useDefenseFiles() {
  const dispatch = useAppDispatch();
  const slice = useAppSelector((state) => state.defense);
  const [message, setMessage] = useState<{ kind: 'note' | 'error'; lines: string[] } | null>(null);
  return {
    message,
    async save() {
      const result = await saveDefenseGame(slice);
      if ('saved' in result) setMessage({ kind: 'note', lines: [`Saved the game as ${result.saved}.`] });
      else if ('message' in result) setMessage({ kind: 'error', lines: [result.message] });
    },
    async open() {
      // Nothing the GM played is lost without asking: a game in progress is replaced only on a yes.
      const inProgress = slice.game && slice.game.phase !== 'scored' && slice.steps.length > 1;
      if (
        inProgress &&
        !window.confirm(
          'Open a saved game instead of the defense game in progress? Save it first to keep it.',
        )
      )
        return;
      const result = await openDefenseGame();
      if ('errors' in result) return setMessage({ kind: 'error', lines: result.errors });
      if ('cancelled' in result) return;
      const { game, name } = result;
      dispatch(defenseGameLoaded(loadedFrom(game)));
      setMessage({ kind: 'note', lines: [`Opened ${name}.`] });
    },
  };
}
