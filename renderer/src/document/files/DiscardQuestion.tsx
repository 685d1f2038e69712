import { isShortcut } from '@shared/ipc';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Dialog } from '../../kit/Dialog';
import { discardQuestionAnswered } from './fileSlice';

/**
 * Asked by `replaceDocument` before unsaved changes would be replaced (issue 9). Cancel is the default (Enter,
 * Escape), so a stray key never discards work; "Save first" saves (asking for a file when there is none) and then
 * goes on. Shown over everything, the New map dialog included.
 */
export function DiscardQuestion({ onSave }: { onSave: () => Promise<boolean> }) {
  const dispatch = useAppDispatch();
  const question = useAppSelector((state) => state.file.question);
  const [saving, setSaving] = useState(false);
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
        <h1 id="discard-title">Discard the unsaved changes to {question.documentName}?</h1>
        <p className="question-text" data-testid="discard-question-text">
          {question.replacement} replaces what is open now. Changes you have not saved would be lost.
        </p>
        <div className="dialog-actions">
          <button type="button" data-testid="discard-save" disabled={saving} onClick={() => void saveFirst()}>
            Save first…
          </button>
          <button type="button" className="danger" data-testid="discard-confirm" onClick={() => answer(true)}>
            Discard changes
          </button>
          <button type="submit" className="primary" data-testid="discard-cancel" autoFocus>
            Cancel
          </button>
        </div>
      </Dialog>
    </div>,
    document.body,
  );
}
