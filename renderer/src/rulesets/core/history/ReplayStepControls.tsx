import { useMemo } from 'react';
import type { Campaign } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectReplaySeq, selectReplayTurn } from '../../../campaign/playSelectors';
import { replayStepChosen } from '../../../campaign/playSlice';
import { eventSentence } from './eventSentence';
import { nextStop, previousStop, replayPosition, replayStops } from './replaySteps';
import { useTranslation } from '../../../i18n';

/**
 * Step-by-step replay (issue 15): back and forward one history line at a time (replaySteps.ts), from the live
 * campaign or from the side-turn shown; the step's sentence says what the map now shows.
 */
export function ReplayStepControls({ campaign }: { campaign: Campaign }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('campaign');
  const turn = useAppSelector(selectReplayTurn);
  const seq = useAppSelector(selectReplaySeq);
  const stops = useMemo(() => replayStops(campaign), [campaign]);
  const position = replayPosition(campaign, turn, seq);
  const back = previousStop(stops, position);
  const forward = nextStop(campaign, stops, position);
  const go = (target: number | null) => {
    const event = target === null ? undefined : campaign.log.find((e) => e.seq === target);
    dispatch(replayStepChosen(event ? { turn: event.turn, seq: event.seq } : null));
  };
  const index = seq === null ? -1 : campaign.log.findIndex((e) => e.seq === seq);
  const sentence = index < 0 ? null : eventSentence(campaign, campaign.log[index]!, index);
  const stepNumber = seq === null ? null : stops.indexOf(seq) + 1;
  return (
    <>
      <div className="field">
        <span className="muted">{t('history.stepByStep')}</span>
        <span className="spacer" />
        <button
          type="button"
          data-testid="replay-step-back"
          aria-label={t('history.previousStep')}
          disabled={back === null}
          onClick={() => go(back)}
        >
          ◀
        </button>
        <span data-testid="replay-step">
          {stepNumber === null
            ? turn === null
              ? t('history.live')
              : t('history.endOfTurn')
            : t('history.step', { step: stepNumber, count: stops.length })}
        </span>
        <button
          type="button"
          data-testid="replay-step-forward"
          aria-label={t('history.nextStep')}
          disabled={turn === null}
          onClick={() => go(forward)}
        >
          ▶
        </button>
      </div>
      {sentence && (
        <p className="replay-note" data-testid="replay-step-text">
          {t('history.after', { sentence })}
        </p>
      )}
    </>
  );
}
