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

const FILTERS: readonly { id: HistoryFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'moves', label: 'Moves' },
  { id: 'battles', label: 'Battles' },
  { id: 'dice', label: 'Dice log' },
];

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
      <h2>History</h2>
      <div className="field">
        <button
          type="button"
          data-testid="history-undo"
          disabled={!canUndo || replayTurn !== null}
          onClick={() => dispatch(undoRequested())}
        >
          Undo
        </button>
        <button
          type="button"
          data-testid="history-redo"
          disabled={!canRedo || replayTurn !== null}
          onClick={() => dispatch(redoRequested())}
        >
          Redo
        </button>
        <span className="spacer" />
        <span className="muted">Replay</span>
        <button
          type="button"
          data-testid="replay-back"
          aria-label="Previous side-turn"
          disabled={shownTurn <= 1}
          onClick={() => dispatch(replayTurnChosen(shownTurn - 1))}
        >
          ◀
        </button>
        <span data-testid="replay-turn">{replayTurn === null ? 'live' : `Turn ${replayTurn}`}</span>
        <button
          type="button"
          data-testid="replay-forward"
          aria-label="Next side-turn"
          disabled={replayTurn === null}
          onClick={() => dispatch(replayTurnChosen(shownTurn + 1 >= lastTurn ? null : shownTurn + 1))}
        >
          ▶
        </button>
      </div>
      <ReplayStepControls campaign={campaign} />
      {shown && replayTurn !== null && replaySeq === null && (
        <p className="replay-note" data-testid="replay-note">
          Replay: the map shows the {replayCaption(shown)}, folded from the log. Read-only.
        </p>
      )}
      <div className="tool-group" role="group" aria-label="Filter">
        {FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            className="tool"
            data-testid={`history-filter-${f.id}`}
            aria-pressed={filter === f.id}
            onClick={() => dispatch(historyFilterChosen(f.id))}
          >
            {f.label}
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
                  Replay this assault
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
