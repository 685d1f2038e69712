import { PHASE_NAMES } from '@shared/rulesets/assault';
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

/** The Assault mode's bar: step, decide for me, run on, take back, save, report, and back to the rosters. */
export function AssaultBar() {
  const dispatch = useAppDispatch();
  const { game, record, binding } = useAppSelector((state) => state.assault);
  if (!game || !record)
    return (
      <div className="assault-bar">
        <span className="muted">
          Stronghold assault: fill in the two rosters and the stronghold, then start
        </span>
      </div>
    );
  const ended = game.phase === 'ENDED';
  const choice = choiceNow(game);
  return (
    <div className="assault-bar" role="toolbar" aria-label="Assault">
      <strong data-testid="assault-bar-phase">
        {ended ? 'Assault over' : `Turn ${game.turn} · ${PHASE_NAMES[game.phase]}`}
      </strong>
      <button
        type="button"
        data-testid="assault-step"
        disabled={ended}
        title={choice ? 'Let auto-play make this choice (BOT-20..24)' : 'Resolve this phase (ASLT-12)'}
        onClick={() => dispatch(decideForMe())}
      >
        {choice ? 'Decide for me' : 'Next phase'}
      </button>
      <button
        type="button"
        data-testid="assault-next-choice"
        disabled={ended}
        onClick={() => dispatch(runToNextChoice())}
      >
        Run to the next choice
      </button>
      <button
        type="button"
        data-testid="assault-run-end"
        disabled={ended}
        onClick={() => dispatch(runToEnd())}
      >
        Run to the end
      </button>
      <button
        type="button"
        data-testid="assault-take-back"
        disabled={record.commands.length === 0}
        onClick={() => dispatch(assaultStepTakenBack())}
      >
        Take back
      </button>
      {!binding && (
        <button type="button" data-testid="assault-save" onClick={() => void dispatch(saveAssaultRecord())}>
          Save…
        </button>
      )}
      <button type="button" data-testid="assault-report" onClick={() => void dispatch(saveAssaultReport())}>
        Report…
      </button>
      {binding ? (
        <>
          <button
            type="button"
            className="primary"
            data-testid="assault-record-campaign"
            disabled={!ended}
            title={
              ended
                ? 'LOC-7: the result and the losses go to the campaign'
                : 'Play the assault to its end first'
            }
            onClick={() => dispatch(recordAssaultInCampaign())}
          >
            Record in the campaign
          </button>
          <button type="button" data-testid="assault-leave" onClick={() => dispatch(leaveFortressAssault())}>
            Leave (nothing recorded)
          </button>
        </>
      ) : (
        <button type="button" data-testid="assault-new" onClick={() => dispatch(assaultClosed())}>
          Back to the rosters
        </button>
      )}
    </div>
  );
}
