import { phaseName } from './assaultWords';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  choiceNow,
  decideForMe,
  runToEnd,
  runToNextChoice,
  saveAssaultRecord,
  saveAssaultReport,
} from './assaultActions';
import { assaultClosed, assaultStepTakenBack } from './assaultSlice';
import { leaveFortressAssault, recordAssaultInCampaign } from './assaultBinding';
import { useTranslation } from '../../i18n';

/** The Assault mode's bar: step, decide for me, run on, take back, save, report, and back to the rosters. */
export function AssaultBar() {
  const { t } = useTranslation('assault');
  const dispatch = useAppDispatch();
  const { game, record, binding } = useAppSelector((state) => state.assault);
  if (!game || !record)
    return (
      <div className="assault-bar">
        <span className="muted">{t('bar.empty')}</span>
      </div>
    );
  const ended = game.phase === 'ENDED';
  const choice = choiceNow(game);
  return (
    <div className="assault-bar" role="toolbar" aria-label={t('bar.ariaLabel')}>
      <strong data-testid="assault-bar-phase">
        {ended ? t('bar.over') : t('bar.turnPhase', { turn: game.turn, phase: phaseName(game.phase) })}
      </strong>
      <button
        type="button"
        data-testid="assault-step"
        disabled={ended}
        title={choice ? t('bar.decideTooltip') : t('bar.nextTooltip')}
        onClick={() => dispatch(decideForMe())}
      >
        {choice ? t('bar.decide') : t('bar.next')}
      </button>
      <button
        type="button"
        data-testid="assault-next-choice"
        disabled={ended}
        onClick={() => dispatch(runToNextChoice())}
      >
        {t('bar.nextChoice')}
      </button>
      <button
        type="button"
        data-testid="assault-run-end"
        disabled={ended}
        onClick={() => dispatch(runToEnd())}
      >
        {t('bar.runEnd')}
      </button>
      <button
        type="button"
        data-testid="assault-take-back"
        disabled={record.commands.length === 0}
        onClick={() => dispatch(assaultStepTakenBack())}
      >
        {t('bar.takeBack')}
      </button>
      {!binding && (
        <button type="button" data-testid="assault-save" onClick={() => void dispatch(saveAssaultRecord())}>
          {t('bar.save')}
        </button>
      )}
      <button type="button" data-testid="assault-report" onClick={() => void dispatch(saveAssaultReport())}>
        {t('bar.report')}
      </button>
      {binding ? (
        <>
          <button
            type="button"
            className="primary"
            data-testid="assault-record-campaign"
            disabled={!ended}
            title={ended ? t('bar.recordTooltip') : t('bar.recordFirst')}
            onClick={() => dispatch(recordAssaultInCampaign())}
          >
            {t('bar.record')}
          </button>
          <button type="button" data-testid="assault-leave" onClick={() => dispatch(leaveFortressAssault())}>
            {t('bar.leave')}
          </button>
        </>
      ) : (
        <button type="button" data-testid="assault-new" onClick={() => dispatch(assaultClosed())}>
          {t('bar.back')}
        </button>
      )}
    </div>
  );
}
