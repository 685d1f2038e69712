import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCanRedo, selectCanUndo } from '../map/selectors';
import { redoRequested, undoRequested } from '../../store/undoable';
import { useTranslation } from '../../i18n';

/**
 * Undo and Redo over the document history, shared by the editor's toolbar and the campaign's turn bar.
 * `locked` disables both (replay is read-only); `what` says what is undone, for the tooltip.
 */
export function UndoRedoButtons({
  locked = false,
  what,
}: {
  locked?: boolean;
  what: 'edit' | 'command' | 'gmCommand';
}) {
  const { t } = useTranslation('app');
  const dispatch = useAppDispatch();
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  return (
    <>
      <button
        type="button"
        data-testid="undo-button"
        disabled={!canUndo || locked}
        title={t(`history.undoTooltip.${what}`)}
        onClick={() => dispatch(undoRequested())}
      >
        {t('history.undo')}
      </button>
      <button
        type="button"
        data-testid="redo-button"
        disabled={!canRedo || locked}
        title={t('history.redoTooltip')}
        onClick={() => dispatch(redoRequested())}
      >
        {t('history.redo')}
      </button>
    </>
  );
}
