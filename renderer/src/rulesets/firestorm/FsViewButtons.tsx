import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { UndoRedoButtons } from '../../document/history/UndoRedoButtons';
import { fitRequested } from '../../document/viewSlice';
import { selectViewingFaction } from './fsSelectors';
import { useTranslation } from '../../i18n';

/**
 * Undo, Redo and Fit at the right of the Firestorm turn bar, where the core campaign has them (issue 27). A view
 * locked to a faction cannot undo: the last command may be another faction's (FS-ORDER-2), so undoing is the GM's.
 */
export function FsViewButtons() {
  const { t } = useTranslation('campaign');
  const dispatch = useAppDispatch();
  const seat = useAppSelector(selectViewingFaction);
  return (
    <>
      <span className="spacer" />
      <UndoRedoButtons what={seat ? 'gmCommand' : 'command'} locked={seat !== null} />
      <button
        type="button"
        data-testid="fit-button"
        title={t('turnBar.fitTooltip')}
        onClick={() => dispatch(fitRequested())}
      >
        {t('turnBar.fit')}
      </button>
    </>
  );
}
