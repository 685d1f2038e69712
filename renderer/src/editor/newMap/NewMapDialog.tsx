import { isShortcut } from '@shared/ipc';
import { Dialog } from '../../kit/Dialog';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { FairnessFigures } from '../fairness/FairnessFigures';
import { replaceDocument } from '../../document/replaceDocument';
import { documentFromGenerated } from '../../document/map/mapDocument';
import { selectParams, selectSeed } from '../../document/map/selectors';
import { newMapDialogClosed } from '../../document/viewSlice';
import { MapParamsForm } from './MapParamsForm';
import { MapPreview } from './MapPreview';
import { useTranslation } from '../../i18n';
import { SidesForm } from './SidesForm';
import { groupProblems, isFieldInvalid } from './paramProblems';
import { ProblemList } from './ProblemList';
import { usePreview } from './usePreview';
import { generateMap } from '@shared/mapgen';

/** A fresh seed. Randomness belongs to the UI, never to reducers (STYLE.md). */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x100000000);
}

/**
 * "New map": the current map's settings as the starting point, a live (debounced) preview with its fairness, and
 * validateMapParams' messages inline; Generate is disabled while any is shown.
 */
export function NewMapDialog() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useState(useAppSelector(selectParams));
  const [seed, setSeed] = useState(useAppSelector(selectSeed));
  const preview = usePreview(params, seed);
  const close = () => dispatch(newMapDialogClosed());
  const { t } = useTranslation(['map', 'app']);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isShortcut('closeDialog', e) && !e.defaultPrevented) dispatch(newMapDialogClosed());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  const generate = () => {
    // The preview is reused when it is up to date; otherwise generation runs now (same seed → same map).
    const result = !preview.stale && preview.result ? preview.result : generateMap(params, seed);
    if (!result.ok) return;
    // A new map replaces the whole document, campaign included: asked first when unsaved, Untitled, undoable.
    const mapDocument = documentFromGenerated(result.value);
    void dispatch(
      replaceDocument({
        what: t('app:replace.generating'),
        undoable: true,
        load: () => ({ document: { mapDocument, campaign: null }, origin: { unsaved: true } }),
      }),
    );
  };
  const generationErrors = preview.result && !preview.result.ok ? preview.result.error : [];
  const problems = [...preview.problems, ...(preview.stale ? [] : generationErrors)];

  const grouped = groupProblems(problems);

  return (
    <Dialog
      labelledBy="newmap-title"
      testId="newmap-dialog"
      onSubmit={() => {
        if (problems.length === 0) generate();
      }}
    >
      <h1 id="newmap-title">{t('newMap.title')}</h1>
      <div className="dialog-body">
        <div className="dialog-form">
          <fieldset>
            <legend>{t('newMap.seed')}</legend>
            <label className="field">
              <span>{t('newMap.seed')}</span>
              <input
                type="number"
                data-testid="newmap-seed"
                value={Number.isNaN(seed) ? '' : seed}
                aria-invalid={isFieldInvalid(problems, 'seed') || undefined}
                onChange={(e) => setSeed(e.target.value === '' ? NaN : Number(e.target.value))}
              />
              <button type="button" data-testid="newmap-random-seed" onClick={() => setSeed(randomSeed())}>
                {t('newMap.random')}
              </button>
            </label>
            <ProblemList section="seed" problems={grouped.seed} />
          </fieldset>
          <MapParamsForm params={params} problems={problems} onChange={setParams} />
          <SidesForm params={params} problems={problems} onChange={setParams} />
        </div>
        <div className="dialog-preview">
          {preview.result?.ok ? (
            <>
              <MapPreview generated={preview.result.value} />
              <FairnessFigures report={preview.result.value.fairness} testId="newmap-fairness" />
            </>
          ) : (
            <p className="muted preview-placeholder">
              {problems.length > 0 ? t('newMap.fixToPreview') : t('newMap.generating')}
            </p>
          )}
          {preview.stale && (
            <p className="muted" data-testid="newmap-updating">
              {t('newMap.updating')}
            </p>
          )}
          <ProblemList section="other" problems={grouped.other} />
        </div>
      </div>
      <div className="dialog-actions">
        <span className="muted" data-testid="newmap-problem-count">
          {problems.length > 0 ? t('newMap.problems', { count: problems.length }) : ''}
        </span>
        <button type="button" data-testid="newmap-cancel" onClick={close}>
          {t('app:dialog.cancel')}
        </button>
        <button
          type="submit"
          className="primary"
          data-testid="newmap-generate"
          disabled={problems.length > 0}
        >
          {t('newMap.generate')}
        </button>
      </div>
    </Dialog>
  );
}
