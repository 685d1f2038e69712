import { isShortcut } from '@shared/ipc';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Dialog } from '../../kit/Dialog';
import { discardQuestionAnswered } from './fileSlice';
import { useTranslation } from '../../i18n';
import { UNTITLED } from './fileSlice';

/**
 * Asked by `replaceDocument` before unsaved changes would be replaced (issue 9). Cancel is the default (Enter,
 * Escape), so a stray key never discards work; "Save first" saves (asking for a file when there is none) and then
 * goes on. Shown over everything, the New map dialog included.
 */
export function DiscardQuestion({ onSave }: { onSave: () => Promise<boolean> }) {
  const dispatch = useAppDispatch();
  const question = useAppSelector((state) => state.file.question);
  const [saving, setSaving] = useState(false);
  const { t } = useTranslation('app');
  const answer = (discard: boolean) => dispatch(discardQuestionAnswered({ discard }));

  useEffect(() => {
    if (!question) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut('closeDialog', event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      dispatch(discardQuestionAnswered({ discard: false }));
    };
    // Capture, so the New map dialog underneath does not take the same Escape as its own Cancel.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [question, dispatch]);

  if (!question) return null;
  const saveFirst = async () => {
    setSaving(true);
    const saved = await onSave();
    setSaving(false);
    // Saved: nothing is lost any more, so the replacement goes on. Not saved (the dialog cancelled): stay.
    answer(saved);
  };
  return createPortal(
    <div className="question-layer">
      <Dialog labelledBy="discard-title" testId="discard-question" onSubmit={() => answer(false)}>
        <h1 id="discard-title">
          {t('replace.question.title', {
            name: question.documentName === UNTITLED ? t('file.untitled') : question.documentName,
          })}
        </h1>
        <p className="question-text" data-testid="discard-question-text">
          {t('replace.question.text', { what: question.replacement })}
        </p>
        <div className="dialog-actions">
          <button type="button" data-testid="discard-save" disabled={saving} onClick={() => void saveFirst()}>
            {t('replace.question.saveFirst')}
          </button>
          <button type="button" className="danger" data-testid="discard-confirm" onClick={() => answer(true)}>
            {t('replace.question.discard')}
          </button>
          <button type="submit" className="primary" data-testid="discard-cancel" autoFocus>
            {t('dialog.cancel')}
          </button>
        </div>
      </Dialog>
    </div>,
    document.body,
  );
}
