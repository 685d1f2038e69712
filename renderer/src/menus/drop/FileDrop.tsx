import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { MAX_FILE_TEXT } from '@shared/ipc';
import { fileFamilyOf, type FileFamily } from '@shared/file/fileFamilyOf';
import type { AppStore } from '../../app/store';
import { useAppSelector } from '../../store/hooks';
import { modeChosen } from '../../campaign/playModeSlice';
import { selectUnsaved } from '../../document/files/fileSlice';
import { fileMessageShown } from '../../document/files/fileSlice';
import { dropTargetFor } from '../../kit/fileDrop/dropTargets';
import { openAssaultRecord } from '../../rulesets/assault/assaultActions';
import { Trans, useTranslation } from '../../i18n';
import { t } from '@shared/i18n';
import './drop.css';

/** True when the drag carries files (not a dragged text, link or one of the app's own cards). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** The screen each family opens on, where the app has to go there first. */
const SCREEN_OF: Partial<Record<FileFamily, 'assault' | 'defense'>> = {
  assault: 'assault',
  defenseGame: 'defense',
  deck: 'defense',
};

/** Waits (a few frames, at most 2 s) for the screen just shown to offer itself as the family's drop target. */
async function targetAfterMount(family: FileFamily) {
  for (let waited = 0; waited < 2000; waited += 50) {
    const target = dropTargetFor(family);
    if (target) return target;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/**
 * Opens a file dropped anywhere on the window (issue 32), in both editions, through the same path as the screen's
 * own Open button: a campaign through File › Open… (asked first when there are unsaved changes; a bad file is
 * refused in the same words), a saved assault on the Assault tab, a saved defense game on the settlement defense
 * screen, a deck file in its deck editor. While a file is dragged over the window an overlay says what will happen.
 */
export async function openDroppedFile(store: AppStore, file: File): Promise<void> {
  // Read only what could be a Hexmarch file (issue 26: sizes are checked before a byte is read); anything bigger
  // goes to Open…, which refuses it as Open… does.
  const family = file.size <= MAX_FILE_TEXT ? fileFamilyOf(await file.text()) : 'unknown';
  if (family === 'assault') {
    store.dispatch(modeChosen('assault'));
    await store.dispatch(openAssaultRecord(file));
    return;
  }
  const screen = SCREEN_OF[family];
  if (screen && !dropTargetFor(family)) store.dispatch(modeChosen(screen));
  const target = screen ? await targetAfterMount(family) : dropTargetFor('campaign');
  if (target) {
    await target(file);
    return;
  }
  // Only a deck can find no screen: its editor is part of a defense game's setup, not of a game under way.
  store.dispatch(
    fileMessageShown({
      kind: 'error',
      text: t('desktop:drop.deckNowhere', { name: file.name }),
    }),
  );
}

export function FileDrop() {
  const store = useStore() as AppStore;
  const [dragging, setDragging] = useState(false);
  const dirty = useAppSelector(selectUnsaved);
  const { t: td } = useTranslation('desktop');
  useEffect(() => {
    // dragenter/dragleave fire for every element crossed: count them so the overlay leaves with the last one.
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth += 1;
      setDragging(true);
    };
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without this the browser opens the file itself, replacing the app.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer?.files ?? []);
      const first = files[0];
      if (!first) return;
      if (files.length > 1)
        store.dispatch(
          fileMessageShown({ kind: 'info', text: t('desktop:drop.oneAtATime', { name: first.name }) }),
        );
      void openDroppedFile(store, first);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [store]);
  if (!dragging) return null;
  return (
    <div className="drop-overlay" data-testid="drop-overlay" aria-live="polite">
      <div className="drop-card">
        <h1>{td('drop.title')}</h1>
        <ul>
          <li>
            <Trans t={td} i18nKey="drop.campaign" components={{ b: <strong /> }} />
            {dirty && (
              <>
                {' '}
                <span className="drop-warning" data-testid="drop-unsaved">
                  {td('drop.unsaved')}
                </span>
              </>
            )}
          </li>
          <li>
            <Trans t={td} i18nKey="drop.assault" components={{ b: <strong /> }} />
          </li>
          <li>
            <Trans t={td} i18nKey="drop.defenseGame" components={{ b: <strong /> }} />
          </li>
          <li>
            <Trans t={td} i18nKey="drop.deck" components={{ b: <strong /> }} />
          </li>
        </ul>
        <p className="muted">{td('drop.refused')}</p>
      </div>
    </div>
  );
}
