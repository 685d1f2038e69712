import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectCampaign, selectReplaySeq, selectReplayTurn } from '../../../campaign/playSelectors';
import { selectShownCampaign } from '../coreSelectors';
import { replayCaption } from '../replayCaption';
import { ReplayStepControls } from './ReplayStepControls';
import { historyFilterChosen, replayTurnChosen, type HistoryFilter } from '../../../campaign/playSlice';
import { selectCanRedo, selectCanUndo } from '../../../document/map/selectors';
import { replayCampaignAssault } from '../assault/campaignAssault';
import { eventGroup, eventSentence } from './eventSentence';
import { redoRequested, undoRequested } from '../../../store/undoable';
import { useTranslation } from '../../../i18n';

/** The filters, each labelled by campaign:history.<id>. */
const FILTERS: readonly HistoryFilter[] = ['all', 'moves', 'battles', 'dice'];

/** Entries shown at most; the log itself keeps everything (EVT-1). */
const SHOWN = 400;

/**
 * The event log as sentences with their rule IDs (issue §6), newest first, filterable; undo and redo of commands;
 * replay steps back through past side-turns read-only, folding the log (the map shows that state).
 */
export function HistoryPanel() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  const filter = useAppSelector((state) => state.play.historyFilter);
  const replayTurn = useAppSelector(selectReplayTurn);
  const shown = useAppSelector(selectShownCampaign);
  const replaySeq = useAppSelector(selectReplaySeq);
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  const { t } = useTranslation('campaign');
  const lines = useMemo(() => {
    if (!campaign) return [];
    // While replaying, the list ends where the map does (replayTo: before the next side-turn starts).
    const end = replayTurn === null || !shown ? campaign.log.length : shown.log.length;
    const out: { seq: number; text: string; assault?: number }[] = [];
    for (let i = end - 1; i >= 0 && out.length < SHOWN; i--) {
      const event = campaign.log[i]!;
      if (filter !== 'all' && eventGroup(event) !== filter) continue;
      const text = eventSentence(campaign, event, i);
      if (text)
        out.push({ seq: event.seq, text, ...(event.type === 'FortressAssaulted' ? { assault: i } : {}) });
    }
    return out;
  }, [campaign, filter, replayTurn, shown]);
  if (!campaign) return null;
  const lastTurn = campaign.turn.number;
  const shownTurn = replayTurn ?? lastTurn;
  return (
    <section className="panel history-panel" data-testid="history-panel">
      <h2>{t('history.title')}</h2>
      <div className="field">
        <button
          type="button"
          data-testid="history-undo"
          disabled={!canUndo || replayTurn !== null}
          onClick={() => dispatch(undoRequested())}
        >
          {t('history.undo')}
        </button>
        <button
          type="button"
          data-testid="history-redo"
          disabled={!canRedo || replayTurn !== null}
          onClick={() => dispatch(redoRequested())}
        >
          {t('history.redo')}
        </button>
        <span className="spacer" />
        <span className="muted">{t('history.replay')}</span>
        <button
          type="button"
          data-testid="replay-back"
          aria-label={t('history.previousTurn')}
          disabled={shownTurn <= 1}
          onClick={() => dispatch(replayTurnChosen(shownTurn - 1))}
        >
          ◀
        </button>
        <span data-testid="replay-turn">
          {replayTurn === null ? t('history.live') : t('history.turn', { turn: replayTurn })}
        </span>
        <button
          type="button"
          data-testid="replay-forward"
          aria-label={t('history.nextTurn')}
          disabled={replayTurn === null}
          onClick={() => dispatch(replayTurnChosen(shownTurn + 1 >= lastTurn ? null : shownTurn + 1))}
        >
          ▶
        </button>
      </div>
      <ReplayStepControls campaign={campaign} />
      {shown && replayTurn !== null && replaySeq === null && (
        <p className="replay-note" data-testid="replay-note">
          {t('history.replayNote', { caption: replayCaption(shown) })}
        </p>
      )}
      <div className="tool-group" role="group" aria-label={t('history.filter')}>
        {FILTERS.map((id) => (
          <button
            key={id}
            type="button"
            className="tool"
            data-testid={`history-filter-${id}`}
            aria-pressed={filter === id}
            onClick={() => dispatch(historyFilterChosen(id))}
          >
            {t(`history.${id}`)}
          </button>
        ))}
      </div>
      <ol className="event-log" data-testid="event-log">
        {lines.map((line) => (
          <li key={line.seq}>
            {line.text}
            {line.assault !== undefined && (
              <>
                {' '}
                <button
                  type="button"
                  className="link"
                  data-testid="replay-assault"
                  onClick={() => dispatch(replayCampaignAssault(line.assault!))}
                >
                  {t('history.replayAssault')}
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
